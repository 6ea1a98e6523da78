import { failure, MESSAGES } from '../../respond';

/** Collects field errors so one 422 names every invalid field, as a real validator would. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): this {
    (this.errors[field] ??= []).push(message);
    return this;
  }

  /** Adds the message when the condition fails; returns the condition. */
  check(condition: boolean, field: string, message: string): boolean {
    if (!condition) this.add(field, message);
    return condition;
  }

  has(field?: string): boolean {
    return field ? field in this.errors : Object.keys(this.errors).length > 0;
  }

  /** Throws the 422 when any error was collected. */
  throwIfAny(message: string = MESSAGES.invalid): void {
    if (this.has()) throw failure(422, message, this.errors);
  }
}

/** Names, titles and labels: letters, marks, digits, spaces and dashes (spec B §5). */
export const TITLE = /^[\p{L}\p{M}\p{N} -]+$/u;
/** Person names and cities: letters, dashes, apostrophes and spaces (spec B §5). */
export const PERSON_NAME = /^[\p{L}\p{M}' -]+$/u;
/** Addresses: latin (printable ASCII) only (spec B §5). */
export const LATIN = /^[\x20-\x7E]+$/;
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
