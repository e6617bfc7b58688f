import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { safetyQuestionAsked } from '#functions/core/safety/check-in-answer.ts';
import type { ClassifierClass } from '#functions/core/safety/classifier/model.ts';
import { readPhraseSet } from '#functions/core/safety/phrase-sets/phrase-set.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import type { TrainingExample } from './logistic-regression';

/**
 * The labelled corpus the classifier learns from: functions/core/safety/corpus/*.jsonl (written by
 * the team: every kind of risk in every style, and hard negatives) plus phrase sets A and B. Held-out
 * sets (set C and functions/core/safety/held-out/) are never read here.
 */
export const corpusDir = join(repoRoot, 'functions', 'core', 'safety', 'corpus');

export interface CorpusLine {
  text: string;
  risk: 'suicide' | 'self-harm' | 'harm-to-others' | 'none';
  grade: 'none' | 'check-in' | 'crisis' | 'imminent';
  style: string;
  about?: 'self' | 'someone-else';
  context?: { role: 'user' | 'assistant'; text: string }[];
}

const labels: Record<CorpusLine['risk'], ClassifierClass> = {
  suicide: 'suicide',
  'self-harm': 'self_harm',
  'harm-to-others': 'harm_to_others',
  none: 'none',
};

/** What the classifier reads for a line: the person's own recent words, oldest first. */
export function classifierText(line: Pick<CorpusLine, 'text' | 'context'>): string {
  const earlier = (line.context ?? []).filter((turn) => turn.role === 'user').map((turn) => turn.text);
  return [...earlier, line.text].join('\n');
}

export function readCorpusLines(dir = corpusDir): CorpusLine[] {
  const lines: CorpusLine[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    text.split('\n').forEach((raw, index) => {
      if (!raw.trim()) return;
      try {
        lines.push(JSON.parse(raw) as CorpusLine);
      } catch {
        throw new Error(`${file}:${index + 1} is not valid JSON`);
      }
    });
  }
  return lines;
}

/**
 * Answers to a direct safety question ("yeah sometimes") take their meaning from the question,
 * which the classifier never reads: the screen reads them as answers (check-in-answer.ts). Learning
 * them would teach the classifier that "yeah sometimes" is risk on its own.
 */
function answersASafetyQuestion(line: CorpusLine): boolean {
  const lastTurn = line.context?.at(-1);
  return lastTurn?.role === 'assistant' && safetyQuestionAsked(lastTurn.text).length > 0;
}

export interface LabelledExample extends TrainingExample {
  grade: CorpusLine['grade'];
  /** The message and its conversation as written, to replay through the whole screen. */
  written: { text: string; context?: CorpusLine['context'] };
}

export function readTrainingExamples(dir = corpusDir): LabelledExample[] {
  const lines = readCorpusLines(dir).filter((line) => !answersASafetyQuestion(line));
  const fromCorpus = lines.map((line) => ({
    text: classifierText(line),
    label: labels[line.risk],
    grade: line.grade,
    written: { text: line.text, ...(line.context ? { context: line.context } : {}) },
  }));
  const fromPhraseSets = (['set-a', 'set-b'] as const).flatMap((name) => {
    const set = readPhraseSet(name);
    return [
      ...set.risky.map((phrase) => ({
        text: phrase.text,
        label: phrase.category,
        grade: 'crisis' as const,
        written: { text: phrase.text },
      })),
      ...set.benign.map((text) => ({
        text,
        label: 'none' as const,
        grade: 'none' as const,
        written: { text },
      })),
    ];
  });
  return [...fromCorpus, ...fromPhraseSets];
}
