import { Badge, Box, Container, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { SiteFooter } from '#web/components/site-footer.tsx';
import {
  dnsRecords,
  dnsRecordsNote,
  emailSetupIntro,
  emailSetupSteps,
  mailProvider,
} from '#web/features/landing/model/email-setup-guide.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { LandingHeader } from './landing-header';
import { MailProviderButton } from './mail-provider-button';
import { StepNumber } from './step-number';

function DnsRecordsTable() {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      tabIndex={0}
      role="region"
      aria-labelledby="dns-records-heading"
      focusVisibleRing="inside"
    >
      <Table.Root size="sm" variant="line" bg="bg.panel">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Record</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Type</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Host / name</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Value</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Priority</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" minW="64">
              What it does
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {dnsRecords.map((record) => (
            <Table.Row key={`${record.purpose}-${record.value}`} verticalAlign="top">
              <Table.Cell fontWeight="semibold">{record.purpose}</Table.Cell>
              <Table.Cell>{record.type}</Table.Cell>
              <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                {record.host}
              </Table.Cell>
              <Table.Cell fontFamily="mono" minW="48">
                {record.value}
              </Table.Cell>
              <Table.Cell>{record.priority ?? '—'}</Table.Cell>
              <Table.Cell color="fg.muted">{record.explanation}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** `/email-setup`: the landing page's mailbox guide in full, with the DNS records explained. */
export default function EmailSetupPage() {
  useDocumentTitle(emailSetupIntro.title);
  return (
    <Flex direction="column" minH="100dvh">
      <LandingHeader />
      <Box as="main" flex="1">
        <Container maxW="4xl" py={{ base: '10', md: '16' }}>
          <Stack gap="10">
            <Stack gap="4">
              <Badge alignSelf="start" colorPalette="brand" variant="subtle">
                Guide
              </Badge>
              <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
                {emailSetupIntro.title}
              </Heading>
              <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
                {emailSetupIntro.summary}
              </Text>
              <Text>
                This guide uses {mailProvider.name}, whose {mailProvider.plan} covers{' '}
                {mailProvider.planSummary}. Any host works the same way; only the record values differ.
              </Text>
              <Box>
                <MailProviderButton size="lg" />
              </Box>
            </Stack>

            <Stack as="ol" gap="8" listStyleType="none" m="0" p="0">
              {emailSetupSteps.map((step, index) => (
                <Stack as="li" key={step.id} gap="2" aria-labelledby={`step-${step.id}`}>
                  <HStack gap="3" align="center">
                    <StepNumber number={index + 1} />
                    <Heading as="h2" id={`step-${step.id}`} fontSize={{ base: 'lg', md: 'xl' }}>
                      Step {index + 1}: {step.title}
                    </Heading>
                  </HStack>
                  <Stack gap="2" ps={{ base: '0', sm: '11' }}>
                    <Text>{step.summary}</Text>
                    {step.details.map((detail) => (
                      <Text key={detail} color="fg.muted">
                        {detail}
                      </Text>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>

            <Stack gap="4">
              <Heading as="h2" id="dns-records-heading" fontSize={{ base: 'lg', md: 'xl' }}>
                The DNS records, explained
              </Heading>
              <Text color="fg.muted">
                DNS records are public signposts for your domain. You add them where your domain’s DNS is
                managed (usually the registrar where you bought it). “@” means the domain itself.
              </Text>
              <DnsRecordsTable />
              <Text fontSize="sm" color="fg.muted">
                {dnsRecordsNote}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                Once mail flows both ways, consider a DMARC record too: it tells other servers what to do with
                mail that fails SPF and DKIM.
              </Text>
            </Stack>

            <Stack gap="3" align="start">
              <Text fontWeight="semibold">
                Ready? The host’s setup wizard walks you through the same steps.
              </Text>
              <MailProviderButton />
            </Stack>
          </Stack>
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
