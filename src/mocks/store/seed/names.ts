import type { Rng } from '../random';

export const FIRST_NAMES = [
  'Olivia',
  'Ethan',
  'Maya',
  'Lucas',
  'Chloe',
  'Mateo',
  'Aisha',
  'Daniel',
  'Sara',
  'Kenji',
  'Elena',
  'Omar',
  'Isabel',
  'Tomasz',
  'Nadia',
  'Felix',
  'Leila',
  'Hugo',
  'Ana',
  'Rahul',
  'Mei',
  'Jonas',
  'Fatima',
  'Diego',
  'Clara',
  'Samuel',
  'Yuna',
  'Karim',
  'Julia',
  'Andrei',
  'Zara',
  'Pablo',
  'Ingrid',
  'Tariq',
  'Lucia',
  'Wei',
  'Emma',
  'Arjun',
  'Sofia',
  'Nikolai',
] as const;

export const LAST_NAMES = [
  'Turner',
  'Nakamura',
  'Silva',
  'Okonkwo',
  'Fischer',
  'Haddad',
  'Kowalski',
  'Reyes',
  'Lindqvist',
  'Patel',
  'Moreau',
  'Kim',
  'Rossi',
  'Ivanova',
  'Mensah',
  'Andersen',
  'Costa',
  'Nguyen',
  'Schmidt',
  'Alvarez',
  'Dubois',
  'Yilmaz',
  'Santos',
  'Ahmed',
  'Novak',
  'Walsh',
  'Tanaka',
  'Herrera',
  'Bauer',
  'Chen',
] as const;

export const COMPANIES = [
  'Northwind Traders',
  'Blue Harbor Studio',
  'Copperleaf Goods',
  'Atlas Freight',
  'Lumen Labs',
  'Riverbend Cafe',
  'Kestrel Apparel',
  'Juniper Health',
  'Orbit Media',
  'Granite Builders',
  'Saffron Kitchen',
  'Vela Travel',
  'Pinecrest Books',
  'Helios Energy',
  'Maple & Co',
  'Tidewater Fisheries',
] as const;

export interface Person {
  first: string;
  last: string;
  name: string;
  email: string;
}

/** A person whose e-mail is unique per `n`, so generated contacts and attendees never collide. */
export function person(rng: Rng, n: number, domain = 'example.com'): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return { first, last, name: `${first} ${last}`, email: `${first}.${last}.${n}@${domain}`.toLowerCase() };
}
