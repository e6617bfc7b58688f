/**
 * `npm run report:safety -- --year 2026`: the yearly safety report (California SB 243) from the
 * safety counters, in AWS with the operator's credentials or with --local from DynamoDB Local.
 * Everything but starting it is in safety-report-command.ts.
 */
import { runSafetyReport } from './safety-report-command';

// The SDK's notice about local Node 20 (Lambda runs Node 22) is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
process.exitCode = await runSafetyReport(process.argv.slice(2));
