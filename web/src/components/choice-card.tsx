import { CheckboxCard, RadioCard } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

interface CardParts {
  Item: ComponentType<{ value: string; children: ReactNode }>;
  HiddenInput: ComponentType;
  Control: ComponentType<{ children: ReactNode }>;
  Content: ComponentType<{ children: ReactNode }>;
  Label: ComponentType<{ children: ReactNode }>;
  Description: ComponentType<{ children: ReactNode }>;
  Indicator: ComponentType;
}

/** Chakra's two card controls, part by part: one answer card serves a radio group and a checkbox group. */
const cardParts: Record<'radio' | 'checkbox', CardParts> = {
  radio: {
    Item: RadioCard.Item,
    HiddenInput: RadioCard.ItemHiddenInput,
    Control: RadioCard.ItemControl,
    Content: RadioCard.ItemContent,
    Label: RadioCard.ItemText,
    Description: RadioCard.ItemDescription,
    Indicator: RadioCard.ItemIndicator,
  },
  checkbox: {
    Item: CheckboxCard.Root,
    HiddenInput: CheckboxCard.HiddenInput,
    Control: CheckboxCard.Control,
    Content: CheckboxCard.Content,
    Label: CheckboxCard.Label,
    Description: CheckboxCard.Description,
    Indicator: CheckboxCard.Indicator,
  },
};

/** An answer: what it records, its words, and a line under them when it needs one. */
export interface ChoiceCardOption {
  value: string;
  label: string;
  hint?: string;
}

interface ChoiceCardsProps {
  /** 'radio' inside a RadioCard.Root (one answer), 'checkbox' inside a CheckboxGroup (any number). */
  kind: 'radio' | 'checkbox';
  options: readonly ChoiceCardOption[];
}

/**
 * The answers as large tappable cards, each with its label, the line under it and the mark that
 * shows it is chosen. The group around them (and its grid) is the caller's.
 */
export function ChoiceCards({ kind, options }: ChoiceCardsProps) {
  const Part = cardParts[kind];
  return options.map((option) => (
    <Part.Item key={option.value} value={option.value}>
      <Part.HiddenInput />
      <Part.Control>
        <Part.Content>
          <Part.Label>{option.label}</Part.Label>
          {option.hint && <Part.Description>{option.hint}</Part.Description>}
        </Part.Content>
        <Part.Indicator />
      </Part.Control>
    </Part.Item>
  ));
}
