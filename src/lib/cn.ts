import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names and lets later Tailwind utilities win over earlier ones (shadcn's `cn`). */
export const cn = (...inputs: ClassValue[]): string => twMerge(clsx(inputs));

/**
 * Builds tailwind-merge's class table, which its first call does: 4 ms here, about 18 ms on a throttled phone,
 * that would otherwise fall in the first render's task. Boot calls it in a task of its own.
 */
export const warmClassMerge = (): void => void twMerge('p-0 p-1');
