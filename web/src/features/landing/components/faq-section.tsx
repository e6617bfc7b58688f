import { Accordion, Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { faqItems } from '#web/features/landing/model/faq.ts';

/** Eleven questions; one answer open at a time, and the open one closes again when pressed. */
export function FaqSection() {
  return (
    <Container
      as="section"
      id="faq"
      aria-labelledby="faq-heading"
      maxW="3xl"
      px={{ base: '4', sm: '6' }}
      py="16"
    >
      <Heading
        as="h2"
        id="faq-heading"
        fontFamily="heading"
        fontWeight="semibold"
        fontSize={{ base: '2xl', md: '4xl' }}
        textAlign="center"
        mb="8"
      >
        Questions, answered
      </Heading>
      <Accordion.Root collapsible variant="enclosed" bg="bg.panel" data-testid="faq">
        {faqItems.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Box as="h3" m="0">
              <Accordion.ItemTrigger fontWeight="semibold" fontSize="md" py="4" cursor="pointer">
                <Box as="span" flex="1" textAlign="start">
                  {item.question}
                </Box>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
            </Box>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Stack gap="2" color="fg.muted">
                  {item.answer.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                  {item.link && (
                    <Text>
                      <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                        <RouterLink to={item.link.to}>{item.link.label}</RouterLink>
                      </Link>
                    </Text>
                  )}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Container>
  );
}
