/**
 * The premium downloads library in AWS: a private bucket holding the files of `content/downloads/`
 * (deployed with the stack), which the download route's Lambda reads only to sign 5-minute links.
 * Browsers fetch the files from S3 with those links; nothing in the bucket is public.
 */
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { rules } from 'cdk-nag';
import { Construct } from 'constructs';
import { downloadCatalogue } from '#functions/core/downloads/catalogue.ts';
import { acknowledgeRuleFindings } from './nag-findings';
import { downloadsContentDirectory } from './repo-paths';

/** The environment variable that names the bucket, for the routes that declare `downloads`. */
export const downloadsBucketVariable = 'DOWNLOADS_BUCKET';

const accessLogReason =
  'No server access log: every request to this bucket carries a presigned query string (temporary ' +
  'role credentials and a signature) that a log would keep. Each download is counted and recorded ' +
  "in the member's own data when its link is issued, and API Gateway logs that request.";

export class DownloadsLibrary extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Like the rest of this stack, kept when the stack is deleted.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({ id: 'AwsSolutions-S1', reason: accessLogReason });

    // The repository folder is the library: a file removed there is removed from the bucket.
    new BucketDeployment(this, 'DeployFiles', {
      sources: [Source.asset(downloadsContentDirectory)],
      destinationBucket: this.bucket,
      prune: true,
    });
    acknowledgeDeploymentHandlerFindings(Stack.of(this));
  }
}

/** s3:GetObject on exactly the objects of the catalogue's active entries (no wildcard). */
export function downloadsReadStatement(bucket: IBucket): PolicyStatement {
  return new PolicyStatement({
    sid: 'ReadDownloads',
    actions: ['s3:GetObject'],
    resources: downloadCatalogue
      .filter((download) => download.isActive)
      .map((download) => bucket.arnForObjects(download.filePath)),
  });
}

/**
 * cdk-nag findings on the singleton Lambda that BucketDeployment adds to the stack: CDK's own code
 * and role, run only while deploying, never on a member's request.
 */
function acknowledgeDeploymentHandlerFindings(stack: Stack): void {
  for (const child of stack.node.children) {
    if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
    acknowledgeRuleFindings(
      child,
      'AwsSolutions-IAM4',
      rules.iam.IAMNoManagedPolicies,
      'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole only lets it write its own logs.',
    );
    acknowledgeRuleFindings(
      child,
      'AwsSolutions-IAM5',
      rules.iam.IAMNoWildcardPermissions,
      'CDK BucketDeployment handler: read on the CDK asset bucket and write/delete on the downloads bucket only, to copy the library in at deploy time.',
    );
    Validations.of(child).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'CDK BucketDeployment handler: CDK chooses and updates its runtime; it runs only at deploy time.',
    });
  }
}
