/**
 * The web front door: a private S3 bucket with the React build behind CloudFront, on the root domain
 * and every subdomain (therapist portals are resolved in the browser from the hostname, so every
 * host serves the same SPA), with `/api/*` passed to the REST API uncached.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  Annotations,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Certificate, type ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, type IHostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/request-info.ts';
import { APP_SHELL_FILE, prerenderedPages } from '#web/app/prerendered-pages.ts';
import { createSecurityHeadersPolicy } from './security-headers';
import { acknowledgeBucketDeploymentFindings } from './web-deployment-findings';

/** The `.br` and `.gz` files the build writes beside each text file (see web/src/build/precompress.ts). */
const precompressedCopies = ['*.br', '*.gz', '**/*.br', '**/*.gz'];

export interface WebStackProps extends StackProps {
  readonly api: RestApi;
  /** Its value goes on every /api request CloudFront forwards, so the API knows where it came from. */
  readonly originVerifySecret: ISecret;
  readonly rootDomain: string;
  /** The us-east-1 certificate for the root domain and its wildcard, or the ARN of one. */
  readonly certificate: ICertificate | string;
  /** Route 53 zone of the root domain: alias records for it and the wildcard are created there. */
  readonly hostedZoneId?: string;
  /** The built SPA (`web/dist`). Deployed when it holds an index.html; otherwise skipped with a warning. */
  readonly webBuildDirectory: string;
}

/**
 * The viewer-request function of the default behaviour: files (`/assets/index-abc.js`) pass
 * through; a page pre-rendered at build time (web/src/app/prerendered-pages.ts), asked for on the
 * app's own host, gets its HTML (`/safety` -> `/safety/index.html`, `/` -> `/index.html`); every
 * other extension-less path gets the app shell, and the React router decides. A practice's portal
 * (`{sub}.{rootDomain}`) always gets the shell: it renders itself. The rewritten path is the cache
 * key, so a page and the shell are cached apart. Only the default behaviour runs it, so the API's
 * own 404s stay JSON.
 */
export function spaRewriteFunctionCode(rootDomain: string): string {
  const pages: Record<string, string> = {};
  for (const page of prerenderedPages) pages[page.path] = `/${page.file}`;
  return `var PRERENDERED = ${JSON.stringify(pages)};
var APP_HOST = ${JSON.stringify(rootDomain.toLowerCase())};
var APP_SHELL = ${JSON.stringify(`/${APP_SHELL_FILE}`)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var lastSegment = uri.substring(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') !== -1) {
    return request;
  }
  var host = request.headers.host ? request.headers.host.value.toLowerCase() : '';
  var path = uri;
  while (path.length > 1 && path.charAt(path.length - 1) === '/') {
    path = path.substring(0, path.length - 1);
  }
  var onAppHost = host === APP_HOST;
  request.uri = onAppHost && Object.prototype.hasOwnProperty.call(PRERENDERED, path) ? PRERENDERED[path] : APP_SHELL;
  return request;
}`;
}

/**
 * Why the distribution keeps no access log of its own: CloudFront's standard log always records
 * the query string of every request (`cs-uri-query`) and cannot leave a field out, so it would
 * keep /api query strings (searches of a member's conversations) and single-use links' tokens for
 * as long as the log lives. Requests are logged without query strings instead by API Gateway
 * (/api: method, route template, status, latency) and by the site bucket's server access log
 * (static files; CloudFront forwards no query string to S3). CloudFront's v2 logging could
 * select fields, but its delivery source must live in us-east-1 while this stack may not.
 */
export const cloudFrontAccessLogReason =
  'CloudFront standard logs always include the query string (cs-uri-query), which for /api holds ' +
  "members' search text and elsewhere single-use link tokens. /api is logged by API Gateway " +
  'without query strings, and the site by the bucket server access log (no query reaches S3).';

export class WebStack extends Stack {
  readonly distribution: Distribution;
  readonly siteBucket: Bucket;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.siteBucket = this.siteBucketWithAccessLog();
    this.distribution = this.createDistribution(props);
    this.acknowledgeDistributionFindings();

    if (props.hostedZoneId) {
      const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: props.hostedZoneId,
        zoneName: props.rootDomain,
      });
      this.addAliasRecords(zone, props.rootDomain);
    }
    this.deployWebBuild(props.webBuildDirectory);

    new CfnOutput(this, 'DistributionDomainName', { value: this.distribution.distributionDomainName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
  }

  /**
   * The site bucket, with server access logs in a bucket of their own. CloudFront forwards no query
   * string to it (the CachingOptimized policy), so these logs hold paths only.
   */
  private siteBucketWithAccessLog(): Bucket {
    const logBucket = new Bucket(this, 'LogBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // S3 server access logging delivers through the log-delivery group's ACL.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    return new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 's3-site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** The site at its paths (pre-rendered pages, the app shell) and /api through API Gateway. */
  private createDistribution(props: WebStackProps): Distribution {
    const spaRewrite = new EdgeFunction(this, 'SpaRewrite', {
      comment: 'Pre-rendered pages at their paths, the app shell for other client-side routes.',
      code: FunctionCode.fromInline(spaRewriteFunctionCode(props.rootDomain)),
      runtime: FunctionRuntime.JS_2_0,
    });
    const siteSecurityHeaders = createSecurityHeadersPolicy(this, 'SiteSecurityHeaders', { override: true });
    const apiSecurityHeaders = createSecurityHeadersPolicy(this, 'ApiSecurityHeaders', { override: false });

    return new Distribution(this, 'Distribution', {
      comment: 'Mirrorwell web and /api',
      domainNames: [props.rootDomain, `*.${props.rootDomain}`],
      certificate:
        typeof props.certificate === 'string'
          ? Certificate.fromCertificateArn(this, 'Certificate', props.certificate)
          : props.certificate,
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultRootObject: 'index.html',
      // No CloudFront access log: see the CFR3 acknowledgement below.
      enableLogging: false,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: siteSecurityHeaders,
        compress: true,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          // 60 s between bytes: streamed chat replies send a heartbeat well within it.
          origin: new RestApiOrigin(props.api, {
            readTimeout: Duration.seconds(60),
            // A CloudFormation dynamic reference, resolved at deploy: the value is not in the template.
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Everything the API reads (cookies, Authorization, query, body type) plus CloudFront's
          // viewer headers such as CloudFront-Viewer-Address, but not Host: API Gateway answers
          // only to its own host name. Custom policies cannot forward Authorization.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiSecurityHeaders,
          // Compression would hold back streamed (Server-Sent Events) replies.
          compress: false,
        },
      },
    });
  }

  private acknowledgeDistributionFindings(): void {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Mirrorwell serves members and practices worldwide; no country is excluded.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason: cloudFrontAccessLogReason,
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A WAF web ACL (cost) is an operator choice; the API is throttled at the stage and rate-limited in the app.',
      },
    );
  }

  private addAliasRecords(zone: IHostedZone, rootDomain: string): void {
    const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
    for (const [id, recordName] of [
      ['Root', rootDomain],
      ['Wildcard', `*.${rootDomain}`],
    ] as const) {
      new ARecord(this, `${id}AliasIpv4`, { zone, recordName, target });
      new AaaaRecord(this, `${id}AliasIpv6`, { zone, recordName, target });
    }
  }

  /**
   * Hashed files below `assets/` are cached for a year; everything else (the pre-rendered pages,
   * app-shell.html, sw.js, the manifest, favicon ...) is revalidated on every request. Old hashed
   * files are kept so open tabs keep loading their chunks.
   */
  private deployWebBuild(buildDirectory: string): void {
    if (!existsSync(path.join(buildDirectory, 'index.html'))) {
      Annotations.of(this).addWarningV2(
        'mirrorwell:web-build-missing',
        `No web build at ${buildDirectory}: the site bucket is left as it is. Run "npm run build:web" before "cdk deploy".`,
      );
      return;
    }
    const assetsDirectory = path.join(buildDirectory, 'assets');
    const hashedAssets = existsSync(assetsDirectory)
      ? new BucketDeployment(this, 'DeployHashedAssets', {
          // The build's precompressed copies are for the local runtime; CloudFront compresses itself.
          sources: [Source.asset(assetsDirectory, { exclude: precompressedCopies })],
          destinationBucket: this.siteBucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
        })
      : undefined;
    const entryFiles = new BucketDeployment(this, 'DeployEntryFiles', {
      sources: [Source.asset(buildDirectory, { exclude: ['assets', 'assets/**', ...precompressedCopies] })],
      destinationBucket: this.siteBucket,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // index.html points at the new chunks only once they are uploaded.
    if (hashedAssets) entryFiles.node.addDependency(hashedAssets);
    acknowledgeBucketDeploymentFindings(this);
  }
}
