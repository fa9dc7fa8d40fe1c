/** Invented but plausible Norwegian names for the demo club and its supporters. */

/** Lists are written as text so that they stay compact and easy to extend. */
function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export const MALE_FIRST_NAMES = words(`
  Anders Andreas Aleksander Bjørn Christian Daniel Eirik Espen Even Fredrik Geir Gaute Håkon Halvor
  Henrik Jon Jonas Jørgen Kristian Kjetil Lars Magnus Martin Mats Morten Nikolai Ola Ole Petter Sindre
  Sigurd Simen Snorre Stian Sverre Thomas Tobias Torbjørn Trond Vegard Øystein Ørjan Åsmund Erlend
  Markus Mathias Emil Jakob Sondre Vetle
`);

export const FEMALE_FIRST_NAMES = words(`
  Anne Astrid Camilla Guro Hanne Ida Ingrid Kari Kristin Maria Marte Mari Nora Ragnhild Sigrid Silje
  Solveig Sofie Thea Tone Åse Eli Hedda Live Maren
`);

export const LAST_NAMES = words(`
  Hansen Johansen Olsen Larsen Andersen Pedersen Nilsen Kristiansen Jensen Karlsen Johnsen Pettersen
  Eriksen Berg Haugen Hagen Johannessen Andreassen Jacobsen Dahl Jørgensen Halvorsen Henriksen Lund
  Sørensen Jakobsen Moen Gundersen Iversen Strand Solberg Svendsen Eide Knutsen Martinsen Paulsen
  Bakken Kristoffersen Mathisen Lie Rønning Aasen Brekke Fjeld Grønvold Holm Løken Myhre Nygård Sæther
  Thorsen Vik Wold Østby Aas Bøe Dalen Engebretsen Frøyland Kvamme
`);

export const PLAYER_NICKNAMES = words(`
  Muren Lynet Professoren Tårnet Bamsen Sjefen Raketten Trollmannen Gamlingen Kjøttkaka Presidenten
  Kniven Duracell Stålfoten
`);

export interface OpponentTeam {
  name: string;
  pitch: string;
  /** Relative playing strength; the club sits around 1.0. */
  strength: number;
}

/** The division's other teams over the years; each season uses nine of them. */
export const DIVISION_TEAMS: readonly OpponentTeam[] = [
  { name: 'Ullern IF 3', pitch: 'Ullern kunstgress', strength: 1.15 },
  { name: 'Heming 2', pitch: 'Hemingbanen', strength: 1.2 },
  { name: 'Grorud IL 2', pitch: 'Grorud kunstgress', strength: 1.05 },
  { name: 'Kjelsås 4', pitch: 'Kjelsås kunstgress', strength: 0.9 },
  { name: 'Holmen IF 2', pitch: 'Holmendammen kunstgress', strength: 1.0 },
  { name: 'Røa IL 3', pitch: 'Røa kunstgress', strength: 0.85 },
  { name: 'Nordstrand IF 3', pitch: 'Nordstrand kunstgress', strength: 1.1 },
  { name: 'Bygdøy Kameratene', pitch: 'Bygdøy idrettsplass', strength: 0.75 },
  { name: 'Frigg Oslo FK 3', pitch: 'Frigg kunstgress', strength: 0.95 },
  { name: 'Sagene IF 2', pitch: 'Voldsløkka kunstgress', strength: 0.9 },
  { name: 'Korsvoll IL 2', pitch: 'Korsvoll kunstgress', strength: 0.8 },
  { name: 'Tåsen FK 2', pitch: 'Tåsen kunstgress', strength: 1.0 },
  { name: 'Bøler IF 2', pitch: 'Bøler kunstgress', strength: 0.85 },
];

/** Cup opponents come from other divisions. */
export const CUP_TEAMS: readonly OpponentTeam[] = [
  { name: 'Hasle-Løren IL 3', pitch: 'Hasle-Løren kunstgress', strength: 0.8 },
  { name: 'Oppsal IF 4', pitch: 'Oppsal kunstgress', strength: 0.75 },
  { name: 'Lyn 4', pitch: 'Kringsjå kunstgress', strength: 1.1 },
  { name: 'Årvoll IL 2', pitch: 'Årvoll kunstgress', strength: 0.9 },
  { name: 'Sportsklubben Vestre Aker 3', pitch: 'Husebybanen', strength: 0.7 },
];

/** Fun fantasy team names (3–30 characters, spec 001 §5). */
export const FANTASY_TEAM_NAMES = lines(`
  Vinderen Vikings
  Gule Kort FK
  Slemdal Sparkers
  Tåsen Tigers
  Løkka Lions
  Benkesliterne
  Dugnadsgjengen
  Brunost Rangers
  Pølse i Lompe FC
  Innkast FK
  Offside Oslo
  Tunnelbane United
  Bislett Brødre
  Sognsvann Sharks
  Blåmandag FK
  Frognerparken FK
  Grillkveld United
  Majorstuen Magikere
  Kaptein Sabeltann FK
  Ballbinge Bandits
  Sportsbar Sporting
  Nøtteknekkerne
  Hattrick Hansen
  Fjellknatt FK
  Keeperdrømmen
  Frispark FK
  Skrubbsulten IL
  Vinterpause FK
  Snøballkrigerne
  Gul og Blå Glede
  Ekebergsletta FK
  Akerselva Athletic
  Vindern Vandrere
  Ris Rebels
  Gaustad Galaxy
  Smestad Smashers
  Montebello Magic
  Voksen Vulkaner
  Frøen Falker
  Holmenkollen Hoppere
  Heggeli Helter
  Borgen Bøller
  Hovseter Haukene
  Makrellbekken FK
  Lysejordet Legender
  Bogstad Bombere
  Sørkedalen Sankt Pauli
  Tryvann Titaner
  Nordmarka Nomader
  Lillevann Lynet
  Frognerseteren FC
  Kvarter på overtid
  Straffespark og saft
  Bakrommet IL
  Solnedgang City
  Kunstgressklubben
  Tre poeng og is
  Kollen Kometer
  Røde Kort Rebeller
  Sidelinja Sportsklubb
  Stolpe ut FK
  Kaffe og Keepere
  Ullevål Ulvene
  Blindern Boys
  Steinerud Stjerner
`);

/** Usernames are lower-case ASCII: æøå are spelt the way Norwegians type them in e-mail addresses. */
export function asciiName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'aa')
    .replace(/[^a-z0-9]/g, '');
}
