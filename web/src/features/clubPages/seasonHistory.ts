/**
 * The club's historical season tables (000 §2, /about/history). The placings are
 * illustrative (the spec shows that the list exists, not its numbers): see PRODUCT-CHOICES.
 * Links go to the Norwegian FA's (fotball.no) table pages, searched by season.
 */
export interface HistoricSeason {
  season: number;
  division: string;
  placing: number;
  teams: number;
  note?: string;
}

export const HISTORIC_SEASONS: HistoricSeason[] = [
  { season: 2005, division: '7. divisjon, avdeling 3', placing: 6, teams: 10, note: 'Første sesong i seriespill' },
  { season: 2006, division: '7. divisjon, avdeling 3', placing: 3, teams: 10 },
  { season: 2007, division: '7. divisjon, avdeling 2', placing: 1, teams: 10, note: 'Seriemester – opprykk' },
  { season: 2008, division: '6. divisjon, avdeling 4', placing: 7, teams: 12 },
  { season: 2009, division: '6. divisjon, avdeling 4', placing: 4, teams: 12 },
  { season: 2010, division: '6. divisjon, avdeling 1', placing: 2, teams: 12, note: 'Opprykk via kvalifisering' },
  { season: 2011, division: '5. divisjon, avdeling 1', placing: 9, teams: 12 },
  { season: 2012, division: '5. divisjon, avdeling 1', placing: 11, teams: 12, note: 'Nedrykk' },
  { season: 2013, division: '6. divisjon, avdeling 2', placing: 3, teams: 11 },
  { season: 2014, division: '6. divisjon, avdeling 2', placing: 1, teams: 11, note: 'Seriemester – opprykk' },
  { season: 2015, division: '5. divisjon, avdeling 1', placing: 6, teams: 12 },
  { season: 2016, division: '5. divisjon, avdeling 1', placing: 5, teams: 12 },
  { season: 2017, division: '5. divisjon, avdeling 1', placing: 8, teams: 12 },
  { season: 2018, division: '5. divisjon, avdeling 1', placing: 4, teams: 12 },
  {
    season: 2019,
    division: '5. divisjon, avdeling 1',
    placing: 3,
    teams: 12,
    note: 'Klubbens beste plassering i 5. divisjon',
  },
];

export function tableLink(season: number): string {
  return `https://www.fotball.no/turneringer/?fiksId=&sesong=${season}&q=Vinderen`;
}

/** '7. divisjon, avdeling 3' as '7. div. avd. 3', for a phone's narrow table. */
export function shortDivision(division: string): string {
  return division.replace(/divisjon/g, 'div.').replace(/,?\s*avdeling/g, ' avd.');
}
