/**
 * CDK entry (`npx cdk synth`, `npx cdk deploy`). Settings come from cdk.json context and `-c`:
 * rootDomain (required), region, account, certificateArn, hostedZoneId. See infra/lib/mirrorwell-app.ts.
 */
import { createApp } from '#infra/lib/mirrorwell-app.ts';

createApp();
