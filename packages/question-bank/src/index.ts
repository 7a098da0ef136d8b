import { BankQuestion, type QuestionBank } from '@academy/contracts';
import { z } from 'zod';

/**
 * Our own questions, as data. The content arrives in its own issue (data/<bank>/<topic>.json);
 * until then every bank is empty and the loader, its validation and the seed already work.
 */
const rawBanks: Record<QuestionBank, unknown[]> = {
  theory: [],
  adi: [],
  case: [],
};

const BankFile = z.array(BankQuestion);

/** Parses one bank's raw items, throwing with the path of every invalid field. */
export function parseBank(bank: QuestionBank, items: unknown): BankQuestion[] {
  const parsed = BankFile.parse(items);
  const wrongBank = parsed.find((question) => question.bank !== bank);
  if (wrongBank)
    throw new Error(`question ${wrongBank.id} is in bank ${wrongBank.bank}, not ${bank}`);
  return parsed;
}

/** Every question of every bank, validated; ids are unique across banks. */
export function loadQuestions(): BankQuestion[] {
  const all = (Object.keys(rawBanks) as QuestionBank[]).flatMap((bank) =>
    parseBank(bank, rawBanks[bank]),
  );
  const seen = new Set<string>();
  for (const question of all) {
    if (seen.has(question.id)) throw new Error(`duplicate question id ${question.id}`);
    seen.add(question.id);
  }
  return all;
}
