import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import {
  type PracticeTextClass,
  practiceTextClasses,
} from '#functions/core/practices/instruction-safety/classifier/practice-text-model.ts';
import { instructionRules } from '#functions/core/practices/instruction-safety/instruction-rules.ts';
import {
  PRACTICE_TEXT_FIELDS,
  type PracticeTextField,
} from '#functions/core/practices/instruction-safety/practice-text-fields.ts';
import type { PracticeTextVoice } from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';

/** Where the training corpus lives: JSON Lines written for training, never the held-out sets. */
export const practiceTextCorpusDirectory = join(
  repoRoot,
  'functions/core/practices/instruction-safety/corpus',
);

const corpusLine = z.object({
  text: z.string().trim().min(1),
  field: z.string(),
  expected: z.enum(['refuse', 'accept']),
  family: z.string(),
  language: z.string(),
});

export interface PracticeTextExample {
  text: string;
  voice: PracticeTextVoice;
  label: PracticeTextClass;
  /** Which corpus file (which writer) it came from. */
  source: string;
  field: string;
  language: string;
}

/**
 * A writer's family names, in the classes the screen reads: a name that hides an instruction is an
 * override, one that claims a credential is a clinician claim. A hostile text of an unknown family is
 * refused as an override, its most general reason.
 */
const FAMILY_ALIASES: Readonly<Record<string, PracticeTextClass>> = {
  'deceptive-names': 'override',
  'deceptive-name': 'override',
  'prompt-injection': 'override',
  injection: 'override',
  'claim-human': 'claim-clinician',
  'false-credentials': 'claim-clinician',
  'hide-risk-from-review': 'hide-risk',
  'self-harm-methods': 'harm-methods',
  'false-affiliation': 'mislead-clients',
  'false-affiliations': 'mislead-clients',
  'false-claims': 'mislead-clients',
  'false-claim': 'mislead-clients',
  'misleading-claims': 'mislead-clients',
  'misleading-privacy': 'mislead-clients',
  'false-safety-assurance': 'mislead-clients',
  'false-endorsement': 'mislead-clients',
};

function classOf(expected: 'refuse' | 'accept', family: string): PracticeTextClass {
  if (expected === 'accept') return 'harmless';
  if ((practiceTextClasses as readonly string[]).includes(family) && family !== 'harmless') {
    return family as PracticeTextClass;
  }
  return FAMILY_ALIASES[family] ?? 'override';
}

export function voiceOfField(field: string): PracticeTextVoice {
  return PRACTICE_TEXT_FIELDS[field as PracticeTextField]?.voice ?? 'assistant';
}

/** Every line of every corpus file, labelled; a malformed line stops training with its place. */
export function readPracticeTextCorpus(directory = practiceTextCorpusDirectory): PracticeTextExample[] {
  const examples: PracticeTextExample[] = [];
  const seen = new Set<string>();
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(join(directory, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const parsed = corpusLine.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${name}:${index + 1}: ${parsed.error.message}`);
      const { text, field, expected, family, language } = parsed.data;
      const key = `${text.toLowerCase()}\u0000${field}`;
      if (seen.has(key)) return;
      seen.add(key);
      examples.push({
        text,
        voice: voiceOfField(field),
        label: classOf(expected, family),
        source: name,
        field,
        language,
      });
    });
  }
  return examples;
}

/**
 * The rules' own examples, as one more writer's file: each rule's matches as its family, its passes
 * as harmless, in the first voice it reads. The classifier then never overrules a rule on the very
 * wording the rule was written for ("Never go to an ER.").
 */
export function ruleExamples(): PracticeTextExample[] {
  return instructionRules.flatMap((rule) => {
    const voice = rule.voices?.[0] ?? 'assistant';
    const example = (text: string, label: PracticeTextClass): PracticeTextExample => ({
      text,
      voice,
      label,
      source: 'rule examples',
      field: 'customInstructions',
      language: rule.language,
    });
    return [
      ...rule.examples.match.map((text) => example(text, rule.family)),
      ...rule.examples.pass.map((text) => example(text, 'harmless')),
    ];
  });
}
