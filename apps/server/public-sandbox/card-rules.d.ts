export type CardScheme = 'visa' | 'mastercard' | 'amex';
export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export interface CardValidation {
  valid: boolean;
  errors: Partial<Record<CardField, string>>;
  scheme: CardScheme | null;
  bin: string | null;
  expiry: { month: number; year: number } | null;
}

export function detectScheme(digits: string): CardScheme | null;
export function cardDigits(text: unknown): string;
export function luhnValid(digits: string): boolean;
export function numberLengthValid(digits: string, scheme: CardScheme | null): boolean;
export function parseExpiry(text: unknown): { month: number; year: number } | null;
export function formatExpiryTyping(text: unknown, deleting?: boolean): string;
export function expiryInFuture(month: number, year: number, now?: Date): boolean;
export function cvcLength(scheme: CardScheme | null): 3 | 4;
export function maskCardNumber(digits: string): string;
export function validateCard(input: CardInput, now?: Date): CardValidation;
