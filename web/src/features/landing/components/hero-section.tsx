import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';

export function HeroSection() {
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      py={{ base: '12', md: '20' }}
    >
      <Container maxW="3xl" px={{ base: '5', sm: '6' }}>
        <Stack gap="6" align="center" textAlign="center">
          <Text textStyle="eyebrow" color="brand.fg">
            A quiet space for self-reflection
          </Text>
          <Heading
            as="h1"
            id="hero-heading"
            fontSize={{ base: '4xl', md: '6xl' }}
            lineHeight="1.1"
            letterSpacing="tight"
          >
            Meet yourself with clarity and kindness
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="2xl">
            Mirrorwell is an AI companion for self-discovery. Talk through what is on your mind with one of
            four guides, notice the patterns in your own words, and grow at your own pace.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
            <Button asChild size="xl" borderRadius="full" px="8">
              <RouterLink to={paths.register}>
                Begin Your Journey
                <ArrowRight aria-hidden="true" />
              </RouterLink>
            </Button>
            <Button asChild size="xl" borderRadius="full" px="8" variant="outline">
              <RouterLink to={paths.productEntry}>Try it without an account</RouterLink>
            </Button>
          </Stack>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            gap={{ base: '1', sm: '2' }}
            color="fg.muted"
            fontSize="sm"
            align="center"
          >
            <Text>Free to start</Text>
            <Text aria-hidden="true" display={{ base: 'none', sm: 'block' }}>
              ·
            </Text>
            <Text>5–10 minutes a day, or 20–30 minutes once a week</Text>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
