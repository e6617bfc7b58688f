import { describe, expect, it } from 'vitest';
import { readServerConfig } from '#functions/core/config/server-config.ts';
import { DEFAULT_TEAM_EMAIL, teamAddress } from './enterprise-leads';

const config = (env: Record<string, string>) => readServerConfig({ NODE_ENV: 'test', ...env });

describe('the team address enterprise enquiries go to', () => {
  it('is TEAM_EMAIL when set', () => {
    expect(teamAddress(config({ TEAM_EMAIL: ' sales@example.org ', MAIL_FROM: 'a@example.org' }))).toBe(
      'sales@example.org',
    );
  });

  it('is the address MAIL_FROM sends from otherwise, with or without a display name', () => {
    expect(teamAddress(config({ MAIL_FROM: 'Care Team <care@mail.example.org>' }))).toBe(
      'care@mail.example.org',
    );
    expect(teamAddress(config({ MAIL_FROM: 'care@mail.example.org' }))).toBe('care@mail.example.org');
  });

  it('is the product inbox when neither is set, and an empty TEAM_EMAIL counts as unset', () => {
    expect(teamAddress(config({}))).toBe(DEFAULT_TEAM_EMAIL);
    expect(teamAddress(config({ TEAM_EMAIL: '' }))).toBe(DEFAULT_TEAM_EMAIL);
  });

  it('refuses a TEAM_EMAIL that is not one address, by name', () => {
    expect(() => config({ TEAM_EMAIL: 'Team <team@example.org>' })).toThrow(
      'Invalid configuration: TEAM_EMAIL',
    );
  });
});
