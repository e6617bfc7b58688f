import { describe, expect, it } from 'vitest';
import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { forgetPublicProfile } from '#functions/core/portal/practice-directory.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import type { BrandingSettings, SavedBranding } from '#shared/api/schemas/practice-branding.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

const branding = (overrides: Partial<BrandingSettings> = {}): BrandingSettings => ({
  brandingColor: '#0f766e',
  secondaryColor: '#134e4a',
  backgroundStyle: 'solid',
  logoUrl: 'https://cdn.example.com/logo.png',
  therapistPhotoUrl: '',
  welcomeTitle: 'Welcome to Harbor Counseling',
  welcomeMessage: 'A calm place between our sessions.',
  greetingMessage: 'Hello! What would you like to reflect on today?',
  practiceDescription: 'Counseling for anxiety and life transitions.',
  contactEmail: 'Office@Harbor.example',
  contactPhone: '+1 (555) 010-0200',
  officeAddress: '12 Quay Street, Portland, OR',
  emergencyInstructions: 'Call our on-call line at 555-0100.',
  customDisclaimer: 'Messages are read by no one at the practice unless you share them.',
  showTherapistPhoto: false,
  showPracticeInfo: true,
  showEmergencyInfo: true,
  customCssStyles:
    '.mw-bubble-assistant { border-radius: 16px } body { background: url(https://evil.example/x.png) }',
  ...overrides,
});

/** The therapist saves the branding form with `changes` over the defaults above. */
const saveBranding = (therapist: TestTherapist, changes: Partial<BrandingSettings> = {}) =>
  api.call<SavedBranding & ErrorBody>('PUT', '/api/therapist/branding', {
    token: therapist.token,
    body: branding(changes),
  });
const savedBranding = async (therapist: TestTherapist) =>
  (await api.call<BrandingSettings>('GET', '/api/therapist/branding', { token: therapist.token })).body;
const portalProfile = (subdomain: string) =>
  api.call<PublicPracticeProfile>('GET', `/api/white-label/therapist/${subdomain}`);

describe('portal branding', () => {
  it('saves the branding, stores custom CSS sanitised and says what was removed and why', async () => {
    const therapist = await signUpTherapist(api);
    const saved = await saveBranding(therapist);
    expect(saved.status).toBe(200);
    expect(saved.body.branding.customCssStyles).toBe('.mw-portal .mw-bubble-assistant{border-radius:16px}');
    expect(saved.body.branding.contactEmail).toBe('office@harbor.example');
    expect(saved.body.cssRemovals).toEqual([
      expect.objectContaining({
        code: 'selector',
        reason: expect.stringMatching(/^Removed `body`: a theme styles only/),
      }),
    ]);

    const profile = await portalProfile(therapist.subdomain);
    expect(profile.body).toMatchObject({
      brandingColor: '#0f766e',
      backgroundStyle: 'solid',
      welcomeTitle: 'Welcome to Harbor Counseling',
      logoUrl: 'https://cdn.example.com/logo.png',
      showTherapistPhoto: false,
      customCssStyles: '.mw-portal .mw-bubble-assistant{border-radius:16px}',
    });
    expect(profile.text).not.toContain('evil.example');

    const read = await savedBranding(therapist);
    expect(read.greetingMessage).toBe('Hello! What would you like to reflect on today?');
  });

  it('keeps custom CSS to a theme and answers with each removed rule and why', async () => {
    const therapist = await signUpTherapist(api);
    const saved = await saveBranding(therapist, {
      customCssStyles: [
        '.mw-header { background: #0f766e; color: #ffffff; border-bottom: 2px solid #134e4a }',
        '.css-fzqoy4 { display: none !important }',
        '.mw-side-panel section { opacity: 0 }',
        '.mw-chat { margin-top: -2500px; box-shadow: 0 0 0 100vmax #fff }',
        '.mw-bubble-client { color: #0f766e }',
      ].join('\n'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.branding.customCssStyles).toBe(
      '.mw-portal .mw-header{background:#0f766e;color:#ffffff;border-bottom:2px solid #134e4a}',
    );
    expect(saved.body.cssRemovals).toEqual([
      {
        code: 'selector',
        reason: expect.stringMatching(
          /^Removed `\.css-fzqoy4`: a theme styles only the portal's documented parts/,
        ),
        excerpt: '.css-fzqoy4',
      },
      {
        code: 'selector',
        reason: expect.stringMatching(
          /^Removed `\.mw-side-panel section`: a theme styles a part itself, never what is inside it/,
        ),
        excerpt: '.mw-side-panel section',
      },
      {
        code: 'property',
        reason: 'Removed `margin-top: -2500px`: it can move or cover parts of the portal.',
        excerpt: 'margin-top: -2500px',
      },
      {
        code: 'value',
        reason: expect.stringMatching(
          /^Removed `box-shadow: 0 0 0 100vmax #fff`: shadow sizes are written in px\.$/,
        ),
        excerpt: 'box-shadow: 0 0 0 100vmax #fff',
      },
      {
        code: 'contrast',
        reason: expect.stringMatching(
          /^Removed `color: #0f766e`: text on \.mw-bubble-client would be hard to read: #0f766e on #0f766e is 1\.0:1/,
        ),
        excerpt: 'color: #0f766e',
      },
    ]);
    const profile = await portalProfile(therapist.subdomain);
    expect(profile.body.customCssStyles).toBe(saved.body.branding.customCssStyles);
  });

  it('serves CSS stored under the older, looser rules as a theme: the hostile rules never reach a portal', async () => {
    const therapist = await signUpTherapist(api);
    // As the old sanitiser stored the issue's attack, before custom CSS became a theme.
    await updateTherapistAttributes(therapist.id, {
      customCssStyles:
        '.mw-portal .css-fzqoy4{display:none!important}.mw-portal li{opacity:0}.mw-portal .mw-header{border-bottom:2px solid #134e4a}',
    });
    forgetPublicProfile(therapist.subdomain);
    const profile = await portalProfile(therapist.subdomain);
    expect(profile.body.customCssStyles).toBe('.mw-portal .mw-header{border-bottom:2px solid #134e4a}');
  });

  it('refuses a non-https image, a bad colour, a bad phone and over-long CSS, field by field, and keeps what was saved', async () => {
    const therapist = await signUpTherapist(api);
    const refused = await saveBranding(therapist, {
      logoUrl: 'javascript:alert(1)',
      brandingColor: 'red',
      contactPhone: 'call me <b>',
      customCssStyles: 'a{}'.repeat(7000),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({
      logoUrl: 'Please use an https:// address of an image, or leave it empty',
      brandingColor: 'Please use a colour like #2563eb',
      contactPhone: expect.stringMatching(/digits/),
      customCssStyles: expect.stringMatching(/at most 20,000 characters/),
    });
    const read = await savedBranding(therapist);
    expect(read.brandingColor).toBe('#2563eb');
  });

  it('is for therapists only', async () => {
    const reply = await api.call<ErrorBody>('PUT', '/api/therapist/branding', { body: branding() });
    expect(reply.status).toBe(401);
  });
});
