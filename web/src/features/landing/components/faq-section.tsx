import { Box, Container, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { faqItems } from '#web/features/landing/model/faq.ts';

/**
 * The browser's own disclosure: each question opens its answer, pressing it again closes it, and
 * sharing a `name` makes the browser keep one open at a time. It works from the first paint, with
 * no script at all, and a screen reader announces each question as a button, expanded or collapsed.
 */
const Question = chakra('details');
const QuestionSummary = chakra('summary');

/** Eleven questions; one answer open at a time, and the open one closes again when pressed. */
export function FaqSection() {
  return (
    <Container as="section" id="faq" aria-labelledby="faq-heading" maxW="3xl" py="16">
      <Heading as="h2" id="faq-heading" fontSize={{ base: '2xl', md: '4xl' }} textAlign="center" mb="8">
        Questions, answered
      </Heading>
      <Box
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        overflow="hidden"
        data-testid="faq"
      >
        {faqItems.map((item) => (
          <Question
            key={item.id}
            name="faq"
            borderTopWidth="1px"
            borderColor="border"
            _first={{ borderTopWidth: '0' }}
            _open={{ bg: 'bg.subtle' }}
            css={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}
          >
            <QuestionSummary
              display="flex"
              alignItems="center"
              gap="3"
              px="4"
              py="4"
              cursor="pointer"
              listStyle="none"
              focusVisibleRing="inside"
              css={{ '&::-webkit-details-marker': { display: 'none' } }}
            >
              <Box as="h3" flex="1" m="0" fontWeight="semibold" fontSize="md" textAlign="start">
                {item.question}
              </Box>
              <Box
                as="span"
                color="fg.muted"
                aria-hidden="true"
                css={{ '& svg': { transition: 'transform 0.2s' } }}
              >
                <ChevronDown size={16} />
              </Box>
            </QuestionSummary>
            <Stack gap="2" color="fg.muted" px="4" pb="4">
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
          </Question>
        ))}
      </Box>
    </Container>
  );
}
