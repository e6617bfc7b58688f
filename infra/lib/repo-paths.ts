/** Where things are in the repository, resolved from this file so any working directory works. */
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');
export const defaultWebBuildDirectory = `${repoRoot}/web/dist`;
/** The premium downloads library's files: deployed to the downloads bucket, copied locally by npm start. */
export const downloadsContentDirectory = `${repoRoot}/content/downloads`;
/** The safety classifier's folder: the trainer writes its weights there, the bundling copies them from it. */
export const safetyClassifierDirectoryInRepo = 'functions/core/safety/classifier';
export const practiceTextClassifierDirectoryInRepo = 'functions/core/practices/instruction-safety/classifier';
