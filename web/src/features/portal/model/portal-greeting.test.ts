import { describe, expect, it } from 'vitest';
import { portalGreeting, speaksOfEarlierSession, withName } from './portal-greeting';

const practice = (greetingMessage: string, practiceName = '') => ({
  greetingMessage,
  practiceName,
  firstName: 'Harper',
  lastName: 'Quill',
});

describe('the greeting of a portal', () => {
  it("never greets a first visit as a return, even when the practice's greeting does", () => {
    const greeting = portalGreeting(practice("What's on your mind since our last session?"), 'Ana', 'first');
    expect(greeting).not.toMatch(/last session|welcome back/i);
    expect(greeting).toBe(
      "Hello Ana, I'm the AI assistant of Harper Quill's practice. What would you like to talk about today?",
    );
  });

  it("introduces the assistant as the practice's by its name, and as the therapist's practice's without one", () => {
    expect(portalGreeting(practice('', 'Harbor Counseling'), 'Ana', 'first')).toBe(
      "Hello Ana, I'm the AI assistant for Harbor Counseling. What would you like to talk about today?",
    );
    expect(portalGreeting(practice('', '   '), '', 'first')).toBe(
      "Hello, I'm the AI assistant of Harper Quill's practice. What would you like to talk about today?",
    );
  });

  it("uses the practice's own greeting for a first visit when it fits one, with the name in it", () => {
    expect(portalGreeting(practice("Hello, I'm glad you're here. What brings you in?"), 'Ana', 'first')).toBe(
      "Hello Ana, I'm glad you're here. What brings you in?",
    );
    expect(portalGreeting(practice('What would you like to explore today?'), 'Ana', 'first')).toBe(
      'Hi Ana. What would you like to explore today?',
    );
  });

  it("welcomes a returning visitor back by name, with the practice's greeting when it is written for a return", () => {
    expect(portalGreeting(practice("What's on your mind since our last session?"), 'Ana', 'returning')).toBe(
      "Welcome back, Ana. What's on your mind since our last session?",
    );
    expect(portalGreeting(practice('Hello, what brings you in?'), 'Ana', 'returning')).toBe(
      "Welcome back, Ana. What's on your mind since our last session?",
    );
  });

  it('tells greetings written for a return from those for a first conversation', () => {
    for (const text of [
      'Good to see you again!',
      'How have things been since we last spoke?',
      'Welcome back.',
    ]) {
      expect(speaksOfEarlierSession(text), text).toBe(true);
    }
    for (const text of ['Hello, what brings you here today?', 'Welcome! Take your time.']) {
      expect(speaksOfEarlierSession(text), text).toBe(false);
    }
    expect(withName('Welcome! Take your time.', 'Ana')).toBe('Welcome Ana! Take your time.');
  });
});
