import { Badge, Box, Card, Container, SimpleGrid, Text } from '@chakra-ui/react';
import { Quote } from 'lucide-react';
import { SectionIntro } from './section-intro';

interface MemberStory {
  name: string;
  membership: string;
  story: string;
}

/**
 * Member stories. Until real members share theirs with consent these are illustrative, and the
 * section says so (endorsement rules forbid presenting invented testimonials as real). Modest on purpose: what a reflection tool can honestly do,
 * no clinical outcomes. Before launch these must be real members' words, shared with consent
 * (endorsement rules forbid invented testimonials); the layout expects exactly three.
 */
const memberStories: readonly MemberStory[] = [
  {
    name: 'Maya R.',
    membership: 'Lifetime Member',
    story:
      'Ten minutes with Mirror most evenings has become my way of closing the day. It doesn’t tell me what to do; it helps me hear what I already think.',
  },
  {
    name: 'Daniel K.',
    membership: 'Pro Member',
    story:
      'Shadow Mode asked a question I kept avoiding, and it came back to it gently a week later. I like that it remembers the thread without making a big deal of it.',
  },
  {
    name: 'Priya S.',
    membership: 'Freemium Member',
    story:
      'I use the free plan for a longer check-in on Sundays. Seeing the same theme come up three weeks in a row was the nudge I needed to talk to my sister.',
  },
];

export function TestimonialsSection() {
  return (
    <Box as="section" aria-labelledby="stories-heading" bg="bg.subtle" py="16">
      <Container maxW="6xl">
        <SectionIntro headingId="stories-heading" title="Member stories">
          Illustrative stories of how people use Mirrorwell, until members share their own with consent.
          Everyone’s experience is their own, and Mirrorwell is not a substitute for therapy.
        </SectionIntro>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {memberStories.map((story) => (
            <Card.Root
              key={story.name}
              as="figure"
              variant="outline"
              bg="bg.panel"
              borderRadius="xl"
              m="0"
              data-testid="member-story"
            >
              <Card.Body gap="4">
                <Box color="brand.fg" aria-hidden="true">
                  <Quote size={22} />
                </Box>
                <Text as="blockquote" fontSize="md" lineHeight="tall" m="0">
                  {story.story}
                </Text>
              </Card.Body>
              <Card.Footer as="figcaption" justifyContent="space-between" gap="3" flexWrap="wrap">
                <Text fontWeight="semibold">{story.name}</Text>
                <Badge
                  colorPalette={story.membership.startsWith('Lifetime') ? 'gold' : 'brand'}
                  variant="surface"
                >
                  {story.membership}
                </Badge>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
