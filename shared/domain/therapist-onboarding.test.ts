import { describe, expect, it } from 'vitest';
import { defaultAiConfiguration } from './ai-configuration';
import { adaptivePathFor, proposeAssistant } from './therapist-onboarding';

describe('the assistant onboarding proposes', () => {
  it('starts from the defaults, with the approach named at sign-up', () => {
    expect(proposeAssistant({}, 'Psychodynamic')).toEqual(defaultAiConfiguration('Psychodynamic'));
    expect(proposeAssistant({}, 'Psychodynamic').therapeuticApproach).toBe('psychodynamic');
  });

  it('shapes structure, style and length from the goals', () => {
    const checkIns = proposeAssistant({ primaryGoals: ['check-ins'] }, 'CBT');
    expect(checkIns).toMatchObject({ sessionStructure: 'check_in', responseLength: 'brief' });
    const goals = proposeAssistant({ primaryGoals: ['goals'] }, 'CBT');
    expect(goals).toMatchObject({ sessionStructure: 'goal_oriented', personalityStyle: 'motivational' });
    const reflection = proposeAssistant({ primaryGoals: ['reflection'] }, 'CBT');
    expect(reflection).toMatchObject({ personalityStyle: 'gentle', questionFrequency: 'high' });
    expect(reflection.enableGoalSetting).toBe(false);
  });

  it('answers a worry about over-reliance with brief replies that ask more', () => {
    expect(proposeAssistant({ concerns: ['dependence'] }, 'CBT')).toMatchObject({
      responseLength: 'brief',
      questionFrequency: 'high',
    });
    expect(proposeAssistant({ concerns: ['tone'] }, 'CBT').communicationTone).toBe('professional');
  });

  it('keeps the specialisations chosen', () => {
    expect(proposeAssistant({ specializations: ['ADHD', 'Grief & Loss'] }, 'ACT').specializations).toEqual([
      'ADHD',
      'Grief & Loss',
    ]);
  });

  it('guides a newcomer and is brief with a confident therapist in a hurry', () => {
    expect(adaptivePathFor({ techComfortLevel: 'new', preferredPace: 'express' })).toBe('guided');
    expect(adaptivePathFor({ techComfortLevel: 'confident', preferredPace: 'express' })).toBe('express');
    expect(adaptivePathFor({ techComfortLevel: 'comfortable' })).toBe('standard');
  });
});
