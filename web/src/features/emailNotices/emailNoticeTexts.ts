import type { EmailNoticeSettings } from '@vsf/contract';

export type EmailKind = keyof EmailNoticeSettings;

/** The switches' names and what each sends (docs/PRODUCT-CHOICES.md, Match day, 'E-mail'). */
export const EMAIL_SWITCHES: Record<EmailKind, { label: string; description: string; turnedOff: string }> = {
  deadline: {
    label: 'Fristpåminnelser på e-post',
    description: '24 timer og 1 time før fristen, når du ikke har lagret laget for runden.',
    turnedOff: 'Du får ikke lenger fristpåminnelser på e-post.',
  },
  corrections: {
    label: 'Poengrettelser på e-post',
    description: 'Når poengene dine endres fordi resultatet eller statistikken ble rettet.',
    turnedOff: 'Du får ikke lenger poengrettelser på e-post.',
  },
};

export const EMAIL_TEXTS = {
  heading: 'Varsler på e-post',
  sentTo: (email: string) => `Varslene sendes til ${email}. Du får dem i bjella på siden uansett.`,
  noAddress: 'Legg inn e-postadressen din under Din informasjon, så kan du få varslene på e-post.',
  failed: 'Kunne ikke hente innstillingene for e-post. Prøv igjen om litt.',
  saved: (label: string, on: boolean) => `${label} er slått ${on ? 'på' : 'av'}.`,
  unsubscribing: 'Melder deg av …',
  unsubscribedTitle: 'Du er meldt av',
  bellUnchanged: 'Varslene i bjella på siden og de andre innstillingene dine er som før.',
  again: 'Vil du ha dem igjen, slår du dem på under',
  profile: 'Profil',
  badLink: 'Lenken for å melde deg av er ikke gyldig. Du kan slå av varslene under Profil.',
  unavailable: 'Kunne ikke melde deg av akkurat nå. Prøv lenken igjen om litt.',
} as const;

/** The switch an unsubscribe token names (`12.deadline.<signature>`), or null for no token of ours. */
export function kindOfToken(token: string): EmailKind | null {
  const kind = token.split('.')[1];
  return kind === 'deadline' || kind === 'corrections' ? kind : null;
}
