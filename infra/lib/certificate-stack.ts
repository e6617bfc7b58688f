/**
 * The TLS certificate for the root domain and every subdomain. CloudFront only uses certificates
 * from us-east-1, so this stack always lives there. DNS validation: with a hosted zone id the records
 * are created automatically; without one, CloudFormation waits until the operator adds the CNAME
 * records that the ACM console shows.
 */
import { Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import { HostedZone } from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';

export interface CertificateStackProps extends StackProps {
  readonly rootDomain: string;
  /** Route 53 hosted zone of the root domain, if it is managed there. */
  readonly hostedZoneId?: string;
}

export class CertificateStack extends Stack {
  readonly certificate: Certificate;

  constructor(scope: Construct, id: string, props: CertificateStackProps) {
    super(scope, id, props);
    const zone = props.hostedZoneId
      ? HostedZone.fromHostedZoneAttributes(this, 'Zone', {
          hostedZoneId: props.hostedZoneId,
          zoneName: props.rootDomain,
        })
      : undefined;
    this.certificate = new Certificate(this, 'Certificate', {
      domainName: props.rootDomain,
      subjectAlternativeNames: [`*.${props.rootDomain}`],
      validation: CertificateValidation.fromDns(zone),
    });
  }
}
