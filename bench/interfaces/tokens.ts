// Output tokens of a tool call, counted with the o200k tokenizer on the JSON arguments exactly
// as a model would emit them (compact JSON, no pretty-printing).
import { Tiktoken } from 'js-tiktoken/lite';
import o200k from 'js-tiktoken/ranks/o200k_base';

let encoder: Tiktoken | null = null;

function enc(): Tiktoken {
  encoder ??= new Tiktoken(o200k);
  return encoder;
}

export function countTokens(text: string): number {
  return enc().encode(text).length;
}

/** Tokens of one call's arguments. */
export function callTokens(args: unknown): number {
  return countTokens(JSON.stringify(args));
}
