import { describe, expect, it } from 'vitest';
import { composeOfflineReply } from './offline-guide';
import { detectFeelings } from './offline-reflection';

/** Each misleading sense next to the sense that does name the feeling. */
const readings: ReadonlyArray<{ word: string; message: string; feelings: string[] }> = [
  { word: 'long', message: 'Work was long today.', feelings: [] },
  { word: 'long', message: "It's been a long week and I have a long way to go.", feelings: [] },
  { word: 'long', message: 'How long to wait before I text him back?', feelings: [] },
  { word: 'long', message: 'I long for the days when we talked every evening.', feelings: ['longing'] },
  { word: 'long', message: "I've been longing to see my brother.", feelings: ['longing'] },
  { word: 'cry', message: 'Her school play made me nearly cry, it was so sweet.', feelings: ['joy'] },
  { word: 'cry', message: 'I cried happy tears at the wedding.', feelings: ['joy'] },
  { word: 'cry', message: 'We laughed until I cried.', feelings: ['joy'] },
  { word: 'cry', message: 'I cried with relief when the results came.', feelings: ['relief'] },
  { word: 'cry', message: 'I cried all night after the call.', feelings: ['sadness'] },
  { word: 'sweet', message: 'The cake was sweet and the coffee was strong.', feelings: [] },
  { word: 'sweet', message: 'She left a sweet note on my desk.', feelings: [] },
  { word: 'miss', message: 'I missed the bus again this morning.', feelings: [] },
  { word: 'miss', message: 'My keys are missing.', feelings: [] },
  { word: 'miss', message: 'I really miss my grandmother.', feelings: ['longing'] },
  { word: 'content', message: 'I rewrote the content of the email twice.', feelings: [] },
  { word: 'content', message: 'I feel content for the first time in ages.', feelings: ['calm'] },
  { word: 'flat', message: 'I cleaned my flat all afternoon.', feelings: [] },
  { word: 'flat', message: 'Everything feels flat lately.', feelings: ['numbness'] },
  { word: 'empty', message: 'My inbox is finally empty.', feelings: [] },
  { word: 'empty', message: 'I feel empty inside.', feelings: ['numbness'] },
  { word: 'hurt', message: 'My back hurts from the move.', feelings: [] },
  { word: 'hurt', message: 'It hurt when she ignored me.', feelings: ['heartache'] },
  { word: 'afraid', message: "I'm afraid I can't make it on Friday.", feelings: [] },
  { word: 'afraid', message: "I'm afraid of what he will say.", feelings: ['worry'] },
  { word: 'tense', message: 'I wrote the essay in the past tense.', feelings: [] },
  { word: 'torn', message: 'I have torn jeans on.', feelings: [] },
  { word: 'torn', message: "I'm torn between the two offers.", feelings: ['confusion'] },
  { word: 'drained', message: 'I drained the pasta and sat down.', feelings: [] },
  { word: 'drained', message: 'I feel drained after work.', feelings: ['tiredness'] },
  { word: 'left out', message: 'I left out the salt by mistake.', feelings: [] },
  { word: 'left out', message: 'I felt left out at the party.', feelings: ['loneliness'] },
  { word: 'happy', message: 'I said happy birthday to my neighbour.', feelings: [] },
  { word: 'rage', message: 'Pottery is all the rage now.', feelings: [] },
];

describe('the offline guide reads a feeling word in its sentence', () => {
  it.each(readings)('"$word" in "$message" names $feelings', ({ message, feelings }) => {
    expect(detectFeelings(message)).toEqual(feelings);
  });

  it('still leaves negated feelings out and keeps the order of appearance', () => {
    expect(detectFeelings("I didn't cry, it was so sweet")).toEqual([]);
    expect(detectFeelings("I'm not angry, just disappointed")).toEqual(['disappointment']);
    expect(detectFeelings('I miss him and I feel so anxious')).toEqual(['longing', 'worry']);
  });

  it('answers "Work was long today" without naming longing, and a sweet play without sadness', () => {
    const long = composeOfflineReply({ modeId: 'mirror', message: 'Work was long today.', memory: null });
    expect(long).not.toMatch(/longing/i);
    const play = composeOfflineReply({
      modeId: 'mirror',
      message: 'My daughter was in the school play and it made me nearly cry, it was so sweet.',
      memory: null,
    });
    expect(play).not.toMatch(/sadness/i);
  });
});
