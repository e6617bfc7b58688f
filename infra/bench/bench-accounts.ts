/**
 * Accounts the web benches make through the app's own API, as the sign-up forms would: a member, a
 * therapist, and a therapist's practice with its portal's branding saved as the branding card saves
 * it. Answers the session cookies the server set.
 */
import { randomBytes } from 'node:crypto';

export interface SessionCookie {
  name: string;
  value: string;
  secure: boolean;
  httpOnly: boolean;
}

const consent = { acceptedTerms: true, confirmedAge: true };

function cookiesOf(response: Response): SessionCookie[] {
  return response.headers.getSetCookie().flatMap((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const split = pair.indexOf('=');
    const has = (name: string) => attributes.some((attribute) => attribute.toLowerCase() === name);
    if (split <= 0) return [];
    return [
      {
        name: pair.slice(0, split),
        value: pair.slice(split + 1),
        secure: has('secure'),
        httpOnly: has('httponly'),
      },
    ];
  });
}

async function register(origin: string, path: string, body: object): Promise<SessionCookie[]> {
  const response = await fetch(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return cookiesOf(response);
}

const newStamp = () => randomBytes(5).toString('hex');
const newPassword = () => `bench-${randomBytes(8).toString('hex')}`;

export function registerBenchMember(origin: string, stamp = newStamp()): Promise<SessionCookie[]> {
  return register(origin, '/api/auth/register', {
    email: `bench-member-${stamp}@example.com`,
    password: newPassword(),
    firstName: 'Bench',
    lastName: 'Member',
    ...consent,
  });
}

export function registerBenchTherapist(
  origin: string,
  subdomain: string,
  stamp = newStamp(),
): Promise<SessionCookie[]> {
  return register(origin, '/api/therapist/register', {
    email: `bench-therapist-${stamp}@example.com`,
    password: newPassword(),
    firstName: 'Bench',
    lastName: 'Therapist',
    subdomain,
    ...consent,
  });
}

/** A portal as a practice would brand it: colours, welcome, practice details, emergency line, a theme. */
const benchBranding = {
  brandingColor: '#0f766e',
  secondaryColor: '#134e4a',
  backgroundStyle: 'gradient',
  logoUrl: '',
  therapistPhotoUrl: '',
  welcomeTitle: 'Welcome to Harbor Counseling',
  welcomeMessage: 'A calm place to reflect between our sessions.',
  greetingMessage: '',
  practiceDescription: 'Counseling for anxiety and life transitions.',
  contactEmail: 'office@harbor.example',
  contactPhone: '+1 555 010 0200',
  officeAddress: '',
  emergencyInstructions: 'Call our on-call line at 555-0100, day or night.',
  customDisclaimer: '',
  showTherapistPhoto: true,
  showPracticeInfo: true,
  showEmergencyInfo: true,
  customCssStyles: '.mw-bubble-assistant { letter-spacing: 0.01em }',
};

/** A new practice with its portal branded; answers its subdomain. */
export async function seedBrandedPractice(origin: string): Promise<string> {
  const stamp = newStamp();
  const subdomain = `bench${stamp}`;
  const cookies = await registerBenchTherapist(origin, subdomain, stamp);
  const response = await fetch(`${origin}/api/therapist/branding`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    },
    body: JSON.stringify(benchBranding),
  });
  if (!response.ok)
    throw new Error(
      `PUT /api/therapist/branding answered ${response.status}: ${(await response.text()).slice(0, 200)}`,
    );
  return subdomain;
}
