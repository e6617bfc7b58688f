import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/request-info.ts';
import { contentSecurityPolicy } from '#infra/lib/security-headers.ts';
import { cloudFrontAccessLogReason, spaRewriteFunctionCode } from '#infra/lib/web-stack.ts';
import { assemblyDirectory, buildTestApp, fakeWebBuild, resourcesOfType, templateOf } from './synth-fixture';

type Properties = Record<string, unknown>;

const withBuild = buildTestApp({ webBuildDirectory: fakeWebBuild() });
const template = templateOf(withBuild.web);
const distributionResource = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'))[0];
const distribution = (distributionResource?.Properties?.DistributionConfig ?? {}) as Properties;
const defaultBehavior = distribution.DefaultCacheBehavior as Properties;
const apiBehavior =
  (distribution.CacheBehaviors as Properties[]).find((b) => b.PathPattern === '/api/*') ?? {};
const policyById = (ref: unknown) => {
  const logicalId = (ref as { Ref: string }).Ref;
  return (template.toJSON().Resources[logicalId].Properties.ResponseHeadersPolicyConfig ?? {}) as Properties;
};

/** Runs the CloudFront Function's code the way CloudFront does: handler(event) -> request. */
function rewrite(uri: string, host = 'mirrorwell.app'): string {
  const code = spaRewriteFunctionCode('mirrorwell.app');
  const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, headers: { host: { value: host } } } }).uri;
}

describe('WebStack: one distribution for the root domain and every portal subdomain', () => {
  it('answers on the root domain and the wildcard with the us-east-1 certificate, TLS 1.2+', () => {
    expect(distribution.Aliases).toEqual(['mirrorwell.app', '*.mirrorwell.app']);
    expect(distribution.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    const certificateStack = withBuild.certificate;
    expect(certificateStack?.region).toBe('us-east-1');
    templateOf(certificateStack!).hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'mirrorwell.app',
      SubjectAlternativeNames: ['*.mirrorwell.app'],
      ValidationMethod: 'DNS',
    });
  });

  it('serves the SPA from a private bucket through Origin Access Control', () => {
    const origins = distribution.Origins as Properties[];
    const s3Origin = origins.find((origin) => origin.Id === defaultBehavior.TargetOriginId);
    expect(s3Origin?.OriginAccessControlId).toBeDefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.objectLike({}),
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3-site/' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('falls back to index.html with a viewer-request function on the default behaviour only', () => {
    const associations = defaultBehavior.FunctionAssociations as Properties[];
    expect(associations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [expect.any(String), 'FunctionARN'] } },
    ]);
    expect(apiBehavior.FunctionAssociations).toBeUndefined();
    // Distribution-wide error pages would turn the API's JSON 404s into index.html.
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('serves pre-rendered pages at their paths, the app shell for other routes, files as they are', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/safety')).toBe('/safety/index.html');
    expect(rewrite('/safety/')).toBe('/safety/index.html');
    expect(rewrite('/therapist-landing')).toBe('/therapist-landing/index.html');
    expect(rewrite('/therapist-dashboard')).toBe('/app-shell.html');
    expect(rewrite('/client/janedoe/login')).toBe('/app-shell.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.svg')).toBe('/favicon.svg');
    expect(rewrite('/sw.js')).toBe('/sw.js');
  });

  it('gives a practice’s portal subdomain the app shell, never the consumer pages', () => {
    expect(rewrite('/', 'janedoe.mirrorwell.app')).toBe('/app-shell.html');
    expect(rewrite('/safety', 'janedoe.mirrorwell.app')).toBe('/app-shell.html');
    expect(rewrite('/', 'MirrorWell.App')).toBe('/index.html');
  });

  it("forwards CloudFront-Viewer-Country to the API: crisis lines follow the visitor's country", () => {
    // The managed AllViewerExceptHostHeader policy includes every viewer location header CloudFront
    // adds; a custom policy would have to name the header itself.
    const policyId = apiBehavior.OriginRequestPolicyId;
    if (policyId === 'b689b0a8-53d0-40ab-baf2-68738e2966ac') return;
    const logicalId = (policyId as { Ref?: string } | undefined)?.Ref ?? '';
    const config = template.toJSON().Resources[logicalId]?.Properties?.OriginRequestPolicyConfig ?? {};
    const headers = config.HeadersConfig as { HeaderBehavior?: string; Headers?: string[] } | undefined;
    expect(headers?.HeaderBehavior).toMatch(/^(allViewerAndWhitelistCloudFront|whitelist)$/);
    expect(headers?.Headers?.map((name) => name.toLowerCase())).toContain('cloudfront-viewer-country');
  });

  it('compresses the site (brotli and gzip by the viewer) but never the streamed API replies', () => {
    expect(defaultBehavior.Compress).toBe(true);
    expect(apiBehavior.Compress).toBe(false);
  });

  it('passes /api/* to the REST API uncached, with every method and the viewer headers except Host', () => {
    expect(apiBehavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
    expect(apiBehavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
    expect(apiBehavior.AllowedMethods).toEqual(
      expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    );
    expect(apiBehavior.ViewerProtocolPolicy).toBe('https-only');
    const apiOrigin = (distribution.Origins as Properties[]).find((o) => o.Id === apiBehavior.TargetOriginId);
    expect(JSON.stringify(apiOrigin?.DomainName)).toContain('execute-api');
    expect(apiOrigin?.CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only' });
  });

  it('marks every /api request with the origin-verify secret, which never appears in the template', () => {
    const apiOrigin = (distribution.Origins as Properties[]).find((o) => o.Id === apiBehavior.TargetOriginId);
    const headers = apiOrigin?.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(headers.map((header) => header.HeaderName)).toEqual([ORIGIN_VERIFY_HEADER]);
    // A dynamic reference to the DataStack's generated secret, resolved by CloudFormation at deploy.
    const value = JSON.stringify(headers[0]?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(':SecretString:::}}');
    expect(value).toMatch(/OriginVerifyValue/);
  });

  it('adds CSP, two-year HSTS with preload, nosniff, referrer policy and DENY framing', () => {
    for (const behavior of [defaultBehavior, apiBehavior]) {
      const headers = policyById(behavior.ResponseHeadersPolicyId).SecurityHeadersConfig as Properties;
      expect((headers.ContentSecurityPolicy as Properties).ContentSecurityPolicy).toBe(contentSecurityPolicy);
      expect(headers.StrictTransportSecurity).toMatchObject({
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Preload: true,
      });
      expect(headers.ContentTypeOptions).toBeDefined();
      expect(headers.ReferrerPolicy).toMatchObject({ ReferrerPolicy: 'strict-origin-when-cross-origin' });
      expect(headers.FrameOptions).toMatchObject({ FrameOption: 'DENY' });
    }
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
    ]) {
      expect(contentSecurityPolicy).toContain(directive);
    }
    expect(contentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('lets the SPA headers win over S3, and the API’s own stricter headers win on /api', () => {
    const site = policyById(defaultBehavior.ResponseHeadersPolicyId).SecurityHeadersConfig as Properties;
    const apiHeaders = policyById(apiBehavior.ResponseHeadersPolicyId).SecurityHeadersConfig as Properties;
    expect((site.ContentSecurityPolicy as Properties).Override).toBe(true);
    expect((apiHeaders.ContentSecurityPolicy as Properties).Override).toBe(false);
  });
});

describe('WebStack: access logs hold no query strings', () => {
  it('keeps no CloudFront access log, whose format always records the query string, and says why', () => {
    expect(distribution.Logging).toBeUndefined();
    for (const type of [
      'AWS::Logs::DeliverySource',
      'AWS::Logs::Delivery',
      'AWS::Logs::DeliveryDestination',
    ]) {
      expect(Object.keys(resourcesOfType(template, type)), type).toHaveLength(0);
    }
    const acknowledged = withBuild.web.distribution.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>)
          .filter(([id]) => id.endsWith('AwsSolutions-CFR3'))
          .map(([, reason]) => reason),
      );
    expect(acknowledged).toContain(cloudFrontAccessLogReason);
    expect(cloudFrontAccessLogReason).toMatch(/query string/);
  });

  it('forwards no query string to the site bucket, so its server access log holds paths only', () => {
    // CachingOptimized: query strings are neither in the cache key nor sent to the origin.
    expect(defaultBehavior.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    expect(defaultBehavior.OriginRequestPolicyId).toBeUndefined();
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3-site/' }),
    });
  });
});

describe('WebStack: deploying the web build', () => {
  it('uploads the build when it exists, hashed assets long-cached and entry files revalidated', () => {
    const deployments = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment')).map(
      (resource) => resource.Properties ?? {},
    );
    expect(deployments).toHaveLength(2);
    const hashed = deployments.find((d) => d.DestinationBucketKeyPrefix === 'assets/');
    const entry = deployments.find((d) => d.DestinationBucketKeyPrefix === undefined);
    expect(JSON.stringify(hashed?.SystemMetadata)).toContain('immutable');
    expect(JSON.stringify(entry?.SystemMetadata)).toContain('max-age=0');
    expect(entry?.DistributionPaths).toEqual(['/*']);
  });

  it('leaves the build’s precompressed copies (.br, .gz) behind: CloudFront compresses by itself', () => {
    const build = fakeWebBuild();
    writeFileSync(path.join(build, 'index.html.br'), 'brotli');
    writeFileSync(path.join(build, 'index.html.gz'), 'gzip');
    mkdirSync(path.join(build, 'safety'));
    writeFileSync(path.join(build, 'safety', 'index.html'), '<h1>Safety</h1>');
    writeFileSync(path.join(build, 'safety', 'index.html.br'), 'brotli');
    writeFileSync(path.join(build, 'assets', 'index-abc123.js.gz'), 'gzip');
    const { web } = buildTestApp({ webBuildDirectory: build });
    const assembly = assemblyDirectory(web);
    const staged = readdirSync(assembly)
      .filter((entry) => entry.startsWith('asset.') && statSync(path.join(assembly, entry)).isDirectory())
      .flatMap((entry) =>
        readdirSync(path.join(assembly, entry), { recursive: true }).map((file) => String(file)),
      );
    expect(staged).toEqual(expect.arrayContaining(['index.html', 'safety/index.html', 'index-abc123.js']));
    expect(staged.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });

  it('skips the upload with a warning when there is no build, and still synthesizes', () => {
    const { web } = buildTestApp();
    expect(Object.keys(resourcesOfType(templateOf(web), 'Custom::CDKBucketDeployment'))).toHaveLength(0);
    Annotations.fromStack(web).hasWarning('/MirrorwellWeb', Match.stringLikeRegexp('No web build at'));
  });
});

describe('WebStack: certificate and DNS options', () => {
  it('uses a given certificate ARN instead of creating a certificate stack', () => {
    const arn = 'arn:aws:acm:us-east-1:123456789012:certificate/abc';
    const app = buildTestApp({ context: { certificateArn: arn } });
    expect(app.certificate).toBeUndefined();
    expect(app.app.node.tryFindChild('MirrorwellCertificate')).toBeUndefined();
    templateOf(app.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        ViewerCertificate: Match.objectLike({ AcmCertificateArn: arn }),
      }),
    });
  });

  it('creates alias records for the root and the wildcard when a hosted zone id is given', () => {
    const app = buildTestApp({ context: { hostedZoneId: 'Z123EXAMPLE' } });
    const records = Object.values(resourcesOfType(templateOf(app.web), 'AWS::Route53::RecordSet')).map(
      (record) => `${record.Properties?.Type} ${record.Properties?.Name}`,
    );
    expect(records.sort()).toEqual([
      'A *.mirrorwell.app.',
      'A mirrorwell.app.',
      'AAAA *.mirrorwell.app.',
      'AAAA mirrorwell.app.',
    ]);
  });

  it('keeps the certificate in us-east-1 when the app is deployed elsewhere', () => {
    const app = buildTestApp({ context: { region: 'eu-west-1', account: '123456789012' } });
    expect(app.web.region).toBe('eu-west-1');
    expect(app.certificate?.region).toBe('us-east-1');
    expect(() => templateOf(app.web)).not.toThrow();
  });
});
