/** A randomizer as the API gives it (GET /api/v2/randomizers/{slug}). */
export interface RandomizerView {
  name: string;
  options: { id: string; label: string }[];
  result: { option_id: string; drawn_at: string } | null;
}

export type DrawState =
  | { kind: 'waiting' }
  | { kind: 'drawn'; label: string; drawnAt: string }
  /** The server names an option the list lacks: the draw happened, but what it gave cannot be shown. */
  | { kind: 'unknown'; drawnAt: string };

/** What the draw page says about the person's draw. */
export function drawState(randomizer: RandomizerView): DrawState {
  const { result } = randomizer;
  if (!result) return { kind: 'waiting' };
  const option = randomizer.options.find((o) => o.id === result.option_id);
  return option
    ? { kind: 'drawn', label: option.label, drawnAt: result.drawn_at }
    : { kind: 'unknown', drawnAt: result.drawn_at };
}

/** The draw's date and time in the person's language; an unreadable date is shown as given. */
export function drawDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}
