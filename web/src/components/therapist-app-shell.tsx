import { Box, Button, Link as ChakraLink, Container, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { mutate } from 'swr';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { api, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';

const therapistNav = [
  { to: paths.therapistDashboard, label: 'Dashboard' },
  { to: paths.aiCustomization, label: 'AI Customization' },
  { to: paths.referralDashboard, label: 'Referrals' },
] as const;

async function endTherapistSession(): Promise<void> {
  await api('POST /api/therapist/logout');
  await mutate(THERAPIST_SESSION_KEY, null, { revalidate: false });
}

/** Signs the therapist out on the server, forgets them and returns to the therapist sign-in. */
export function useTherapistLogout(): () => Promise<void> {
  return useSignOut(endTherapistSession, paths.therapistLogin);
}

/** The frame of every signed-in therapist screen: the header with the practice's screens and sign-out. */
export function TherapistAppShell({ children }: { children: ReactNode }) {
  const logout = useTherapistLogout();
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AppHeader>
        <HStack
          as="nav"
          aria-label="Practice"
          gap={{ base: '1', sm: '3' }}
          display={{ base: 'none', md: 'flex' }}
        >
          {therapistNav.map((item) => (
            <ChakraLink key={item.to} asChild fontSize="sm" fontWeight="medium" color="fg.muted">
              <NavLink
                to={item.to}
                style={({ isActive }) => (isActive ? { textDecoration: 'underline' } : {})}
              >
                {item.label}
              </NavLink>
            </ChakraLink>
          ))}
        </HStack>
        <Button size="sm" variant="outline" onClick={() => void logout()}>
          Sign out
        </Button>
      </AppHeader>
      <HStack
        as="nav"
        aria-label="Practice (compact)"
        display={{ base: 'flex', md: 'none' }}
        justify="center"
        gap="4"
        py="2"
        borderBottomWidth="1px"
        bg="bg"
      >
        {therapistNav.map((item) => (
          <ChakraLink key={item.to} asChild fontSize="sm" color="fg.muted">
            <NavLink to={item.to}>{item.label}</NavLink>
          </ChakraLink>
        ))}
      </HStack>
      <Container as="main" maxW="6xl" px={{ base: '3', sm: '6' }} py={{ base: '4', sm: '8' }}>
        {children}
      </Container>
    </Box>
  );
}
