/** The push settings' texts (PRODUCT-CHOICES, 'The app on the phone'). */
export const PUSH_TEXTS = {
  matchSwitch: 'Varsle meg',
  matchSwitchDetail: 'Avspark, mål, røde kort, pause og slutt i klubbens kamper.',
  sectionTitle: 'Varsler på denne enheten',
  sectionIntro: 'Velg hva denne telefonen eller nettleseren skal varsle deg om. Hver enhet har sine egne valg.',
  unsupported: 'Denne nettleseren kan ikke vise varsler fra nettsider.',
  denied: 'Varsler er blokkert for denne siden. Slå dem på i nettleserens innstillinger og prøv igjen.',
  failed: 'Kunne ikke endre varslene akkurat nå. Prøv igjen om litt.',
  homeScreenTitle: 'Varsler på iPhone',
  homeScreenSteps: [
    'Trykk på Del-knappen (firkanten med pil opp) nederst i Safari.',
    'Velg «Legg til på Hjem-skjerm».',
    'Åpne siden fra ikonet på Hjem-skjermen og slå på varsler der.',
  ],
} as const;
