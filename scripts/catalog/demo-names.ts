// Word lists for the demo catalog: real acts, leagues and clubs that fans search for, and
// vocabulary from which fictional local acts, comedians, shows and venues are composed in each
// store's language. A word is either a plain string or [native spelling, romanization]; the
// romanization builds the address slug where the native script has no Latin letters.

export type Word = string | readonly [native: string, roman: string];

export function native(w: Word): string {
  return typeof w === "string" ? w : w[0];
}

export function roman(w: Word): string {
  return typeof w === "string" ? w : w[1];
}

/**
 * A name template filled with a city: its name in the template's language, and for the
 * romanization (the address slug) its GeoNames name.
 * @example fill(["{city}芸術劇場", "{city} Geijutsu Gekijo"], "東京都", "Tokyo") // ["東京都芸術劇場", "Tokyo Geijutsu Gekijo"]
 */
export function fill(template: Word, localCity: string, geoNamesCity: string): Word {
  const local = native(template).replace("{city}", localCity);
  const romanized = roman(template).replace("{city}", geoNamesCity);
  return local === romanized ? local : [local, romanized];
}

/** Demo language of a store country (its default locale's language, romance Belgium → fr). */
export const COUNTRY_LANGUAGE: Readonly<Record<string, Lang>> = {
  US: "en", GB: "en", IE: "en", CA: "en", DE: "de", AT: "de", LU: "fr", FR: "fr", BE: "fr",
  MX: "es", ES: "es", AR: "es", PT: "pt", BR: "pt", IT: "it", NL: "nl", CZ: "cs", FI: "fi",
  GR: "el", PL: "pl", SE: "sv", DK: "da", JP: "ja", KR: "ko", TW: "zh", HK: "zh", TR: "tr",
};

export type Lang =
  | "en" | "de" | "fr" | "es" | "pt" | "it" | "nl" | "cs" | "fi" | "el" | "pl" | "sv" | "da" | "ja" | "ko" | "zh" | "tr";

export interface Vocabulary {
  /** Band names: `band(adjective, noun)`. */
  bandAdjectives: readonly Word[];
  bandNouns: readonly Word[];
  band: (adjective: string, noun: string) => string;
  firstNames: readonly Word[];
  lastNames: readonly Word[];
  /** Family name first (ja, ko, zh) or given name first. */
  familyFirst?: boolean;
  /** Stage plays and local shows. */
  shows: readonly Word[];
  /** Venue name templates; `{city}` is the city's name in this language (ADR 018), and a
   *  romanization's `{city}` the GeoNames name. */
  venues: { arena: Word; stadium: Word; theatre: Word; club: Word; hall: Word };
  /** Club name templates for fictional sides; `{city}` as for venues. */
  clubs: readonly Word[];
  /** Between two sides in a fixture's name. */
  versus: string;
}

const V: Record<Lang, Vocabulary> = {
  en: {
    bandAdjectives: ["Velvet", "Electric", "Midnight", "Silver", "Wild", "Northern", "Paper", "Golden", "Neon", "Quiet"],
    bandNouns: ["Foxes", "Harbours", "Engines", "Sparrows", "Lanterns", "Rivals", "Tides", "Satellites", "Ghosts", "Comets"],
    band: (a, n) => `The ${a} ${n}`,
    firstNames: ["Olivia", "Jack", "Amelia", "Harry", "Isla", "Noah", "Grace", "Liam", "Chloe", "Ethan", "Maisie", "Owen"],
    lastNames: ["Hartley", "Brennan", "Cole", "Whitmore", "Doyle", "Ashford", "Quinn", "Marsh", "Fletcher", "Reid"],
    shows: ["The Lighthouse Keeper", "A Winter's Wager", "Kings of the Backyard", "The Last Tram Home", "Paper Crowns", "Tea at the Ritz Hotel"],
    venues: { arena: "{city} Arena", stadium: "{city} Stadium", theatre: "{city} Playhouse", club: "The {city} Ballroom", hall: "{city} Concert Hall" },
    clubs: ["{city} FC", "{city} United", "{city} Rovers", "{city} Athletic"],
    versus: " vs ",
  },
  de: {
    bandAdjectives: ["Blauen", "Wilden", "Stillen", "Goldenen", "Letzten", "Lauten", "Roten", "Grauen", "Müden", "Schönen"],
    bandNouns: ["Wölfe", "Brüder", "Sterne", "Kometen", "Piraten", "Nächte", "Füchse", "Matrosen", "Drachen", "Zwerge"],
    band: (a, n) => `Die ${a} ${n}`,
    firstNames: ["Jonas", "Lena", "Felix", "Marie", "Lukas", "Sophie", "Maximilian", "Hannah", "Moritz", "Clara", "Jürgen", "Anja"],
    lastNames: ["Müller", "Schneider", "Weiß", "Krämer", "Hoffmann", "Brückner", "Schäfer", "Vogel", "Köhler", "Zimmermann"],
    shows: ["Der Hauptmann von Köpenick", "Die Wanderhure", "Kabale und Liebe", "Ein Sommernachtstraum", "Der zerbrochne Krug", "Die Dreigroschenoper"],
    venues: { arena: "{city} Arena", stadium: "Stadion {city}", theatre: "Stadttheater {city}", club: "Musikbunker {city}", hall: "Konzerthaus {city}" },
    clubs: ["FC {city}", "SV {city}", "1. FC {city}", "Eintracht {city}"],
    versus: " - ",
  },
  fr: {
    bandAdjectives: ["Nuits", "Rues", "Lunes", "Voix", "Marées", "Ombres", "Fleurs", "Vagues", "Étoiles", "Plumes"],
    bandNouns: ["Blanches", "Perdues", "Sauvages", "Dorées", "Bleues", "Fauves", "Lointaines", "Électriques", "Tranquilles", "Rebelles"],
    band: (a, n) => `Les ${a} ${n}`,
    firstNames: ["Camille", "Hugo", "Léa", "Louis", "Chloé", "Théo", "Manon", "Gabriel", "Inès", "Raphaël", "Zoé", "Étienne"],
    lastNames: ["Lefèvre", "Moreau", "Girard", "Fontaine", "Rousseau", "Lemoine", "Chevalier", "Garnier", "Dubois", "Mercier"],
    shows: ["Le Dîner de cons", "Cyrano de Bergerac", "Le Misanthrope", "La Cage aux folles", "L'Avare", "Le Prénom"],
    venues: { arena: "{city} Arena", stadium: "Stade de {city}", theatre: "Théâtre de {city}", club: "La Cigale de {city}", hall: "Salle Pleyel de {city}" },
    clubs: ["FC {city}", "Olympique de {city}", "Stade {city}", "AS {city}"],
    versus: " - ",
  },
  es: {
    bandAdjectives: ["Lobos", "Perros", "Gatos", "Chicos", "Hijos", "Piratas", "Ángeles", "Caballos", "Fantasmas", "Tigres"],
    bandNouns: ["del Sur", "de Papel", "Salvajes", "del Desierto", "de Neón", "Dorados", "del Barrio", "de Medianoche", "Azules", "del Mar"],
    band: (a, n) => `Los ${a} ${n}`,
    firstNames: ["Lucía", "Mateo", "Sofía", "Hugo", "Martina", "Pablo", "Valentina", "Diego", "Carmen", "Javier", "Inés", "Álvaro"],
    lastNames: ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Domínguez", "Gutiérrez", "Peña"],
    shows: ["La casa de Bernarda Alba", "Don Juan Tenorio", "El lazarillo de Tormes", "Bodas de sangre", "La vida es sueño", "Luces de bohemia"],
    venues: { arena: "{city} Arena", stadium: "Estadio de {city}", theatre: "Teatro Principal de {city}", club: "Sala Sol de {city}", hall: "Auditorio de {city}" },
    clubs: ["CD {city}", "Real {city}", "Atlético {city}", "Deportivo {city}"],
    versus: " - ",
  },
  pt: {
    bandAdjectives: ["Filhos", "Lobos", "Irmãos", "Piratas", "Cavaleiros", "Anjos", "Marinheiros", "Gatos", "Poetas", "Fantasmas"],
    bandNouns: ["da Madrugada", "do Mar", "de Papel", "Selvagens", "do Sul", "da Cidade", "Dourados", "Azuis", "do Vento", "da Lua"],
    band: (a, n) => `Os ${a} ${n}`,
    firstNames: ["João", "Beatriz", "Tomás", "Inês", "Rodrigo", "Leonor", "Gonçalo", "Matilde", "Afonso", "Carolina", "Thiago", "Luíza"],
    lastNames: ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Gonçalves", "Araújo", "Sousa"],
    shows: ["Auto da Barca do Inferno", "Frei Luís de Sousa", "O Auto da Compadecida", "Felizmente Há Luar", "Os Maias", "A Menina do Mar"],
    venues: { arena: "{city} Arena", stadium: "Estádio de {city}", theatre: "Teatro Municipal de {city}", club: "Casa da Música de {city}", hall: "Coliseu de {city}" },
    clubs: ["SC {city}", "FC {city}", "Atlético {city}", "União {city}"],
    versus: " x ",
  },
  it: {
    bandAdjectives: ["Lupi", "Ragazzi", "Figli", "Pirati", "Angeli", "Fantasmi", "Cavalieri", "Gatti", "Poeti", "Marinai"],
    bandNouns: ["della Notte", "di Carta", "Selvaggi", "del Sud", "Elettrici", "d'Oro", "del Mare", "Blu", "del Vento", "di Luna"],
    band: (a, n) => `I ${a} ${n}`,
    firstNames: ["Giulia", "Lorenzo", "Sofia", "Matteo", "Aurora", "Leonardo", "Chiara", "Francesco", "Alice", "Niccolò", "Beatrice", "Andrea"],
    lastNames: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco"],
    shows: ["Sei personaggi in cerca d'autore", "La locandiera", "Il servitore di due padroni", "Natale in casa Cupiello", "Filumena Marturano", "Il berretto a sonagli"],
    venues: { arena: "{city} Arena", stadium: "Stadio di {city}", theatre: "Teatro Comunale di {city}", club: "Alcatraz {city}", hall: "Auditorium di {city}" },
    clubs: ["AC {city}", "US {city}", "{city} Calcio", "Sporting {city}"],
    versus: " - ",
  },
  nl: {
    bandAdjectives: ["Blauwe", "Wilde", "Stille", "Gouden", "Laatste", "Luide", "Rode", "Grijze", "Vrolijke", "Verre"],
    bandNouns: ["Vossen", "Broeders", "Sterren", "Kometen", "Piraten", "Nachten", "Molens", "Zeelieden", "Draken", "Meeuwen"],
    band: (a, n) => `De ${a} ${n}`,
    firstNames: ["Daan", "Emma", "Sem", "Julia", "Lucas", "Tess", "Finn", "Sanne", "Jesse", "Fleur", "Bram", "Noor"],
    lastNames: ["de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder"],
    shows: ["Soldaat van Oranje", "Ciske de Rat", "Op hoop van zegen", "Gijsbrecht van Aemstel", "Turks fruit", "De Tweeling"],
    venues: { arena: "{city} Arena", stadium: "Stadion {city}", theatre: "Stadsschouwburg {city}", club: "Poppodium {city}", hall: "Concertgebouw {city}" },
    clubs: ["FC {city}", "SC {city}", "{city} Boys", "VV {city}"],
    versus: " - ",
  },
  cs: {
    bandAdjectives: ["Modří", "Divocí", "Tiší", "Zlatí", "Poslední", "Hlasití", "Rudí", "Šedí", "Veselí", "Dální"],
    bandNouns: ["Vlci", "Bratři", "Piráti", "Komedianti", "Námořníci", "Draci", "Havrani", "Ptáci", "Sokoli", "Medvědi"],
    band: (a, n) => `${a} ${n}`,
    firstNames: ["Jakub", "Tereza", "Jan", "Eliška", "Tomáš", "Anna", "Matěj", "Karolína", "Vojtěch", "Adéla", "Lukáš", "Barbora"],
    lastNames: ["Novák", "Svoboda", "Dvořák", "Černý", "Procházka", "Kučera", "Veselý", "Horák", "Němec", "Marek"],
    shows: ["Lucerna", "Maryša", "Prodaná nevěsta", "Limonádový Joe", "Jára Cimrman: Vyšetřování", "Krysař"],
    venues: { arena: "{city} Aréna", stadium: "Stadion {city}", theatre: "Městské divadlo {city}", club: "Rock Café {city}", hall: "Dům kultury {city}" },
    clubs: ["FK {city}", "SK {city}", "FC {city}", "Baník {city}"],
    versus: " - ",
  },
  fi: {
    bandAdjectives: ["Siniset", "Villit", "Hiljaiset", "Kultaiset", "Viimeiset", "Äänekkäät", "Punaiset", "Harmaat", "Iloiset", "Kaukaiset"],
    bandNouns: ["Sudet", "Veljet", "Tähdet", "Komeetat", "Merirosvot", "Yöt", "Ketut", "Merimiehet", "Lohikäärmeet", "Lokit"],
    band: (a, n) => `${a} ${n}`,
    firstNames: ["Aino", "Eino", "Helmi", "Väinö", "Aada", "Onni", "Ella", "Leo", "Sofia", "Elias", "Iida", "Juho"],
    lastNames: ["Korhonen", "Virtanen", "Mäkinen", "Nieminen", "Mäkelä", "Hämäläinen", "Laine", "Heikkinen", "Koskinen", "Järvinen"],
    shows: ["Seitsemän veljestä", "Tuntematon sotilas", "Nummisuutarit", "Pohjantähden alla", "Kalevala", "Niskavuoren naiset"],
    venues: { arena: "{city} Areena", stadium: "{city} Stadion", theatre: "{city} Kaupunginteatteri", club: "Klubi {city}", hall: "{city} Konserttitalo" },
    clubs: ["FC {city}", "{city} Pallo", "{city} IFK", "{city} JK"],
    versus: " - ",
  },
  el: {
    bandAdjectives: [["Μπλε", "ble"], ["Άγριοι", "agrioi"], ["Ήσυχοι", "isychoi"], ["Χρυσοί", "chrysoi"], ["Τελευταίοι", "teleftaioi"], ["Κόκκινοι", "kokkinoi"], ["Γκρίζοι", "gkrizoi"], ["Χαρούμενοι", "charoumenoi"]],
    bandNouns: [["Λύκοι", "lykoi"], ["Αδελφοί", "adelfoi"], ["Κομήτες", "komites"], ["Πειρατές", "peirates"], ["Ναύτες", "naftes"], ["Δράκοι", "drakoi"], ["Γλάροι", "glaroi"], ["Αετοί", "aetoi"]],
    band: (a, n) => `Οι ${a} ${n}`,
    firstNames: [["Γιώργος", "Giorgos"], ["Μαρία", "Maria"], ["Νίκος", "Nikos"], ["Ελένη", "Eleni"], ["Κώστας", "Kostas"], ["Σοφία", "Sofia"], ["Δημήτρης", "Dimitris"], ["Κατερίνα", "Katerina"]],
    lastNames: [["Παπαδόπουλος", "Papadopoulos"], ["Νικολάου", "Nikolaou"], ["Γεωργίου", "Georgiou"], ["Οικονόμου", "Oikonomou"], ["Αντωνίου", "Antoniou"], ["Βλάχος", "Vlachos"], ["Μακρής", "Makris"], ["Καραγιάννης", "Karagiannis"]],
    shows: [["Λυσιστράτη", "Lysistrati"], ["Αντιγόνη", "Antigoni"], ["Οι Όρνιθες", "Oi Ornithes"], ["Ο Ζορμπάς", "O Zorbas"], ["Μήδεια", "Mideia"], ["Οι Βάτραχοι", "Oi Vatrachoi"]],
    venues: {
      arena: ["Κλειστό Γυμναστήριο {city}", "Kleisto Gymnastirio {city}"],
      stadium: ["Στάδιο {city}", "Stadio {city}"],
      theatre: ["Δημοτικό Θέατρο {city}", "Dimotiko Theatro {city}"],
      club: "Gazi Music Hall {city}",
      hall: ["Μέγαρο Μουσικής {city}", "Megaro Mousikis {city}"],
    },
    clubs: [["ΑΕ {city}", "AE {city}"], ["ΠΑΕ {city}", "PAE {city}"], ["Αστέρας {city}", "Asteras {city}"], ["Ατρόμητος {city}", "Atromitos {city}"]],
    versus: " - ",
  },
  pl: {
    bandAdjectives: ["Niebieskie", "Dzikie", "Ciche", "Złote", "Ostatnie", "Głośne", "Czerwone", "Szare", "Wesołe", "Dalekie"],
    bandNouns: ["Wilki", "Komety", "Żagle", "Noce", "Lisy", "Smoki", "Mewy", "Gwiazdy", "Sokoły", "Niedźwiedzie"],
    band: (a, n) => `${a} ${n}`,
    firstNames: ["Zuzanna", "Jakub", "Julia", "Antoni", "Maja", "Jan", "Hanna", "Szymon", "Lena", "Franciszek", "Alicja", "Wojciech"],
    lastNames: ["Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kowalczyk", "Kamiński", "Lewandowski", "Zieliński", "Szymański", "Woźniak"],
    shows: ["Wesele", "Dziady", "Pan Tadeusz", "Zemsta", "Moralność pani Dulskiej", "Tango"],
    venues: { arena: "{city} Arena", stadium: "Stadion Miejski {city}", theatre: "Teatr Miejski {city}", club: "Klub Stodoła {city}", hall: "Filharmonia {city}" },
    clubs: ["{city} KS", "Polonia {city}", "Lech {city}", "Górnik {city}"],
    versus: " - ",
  },
  sv: {
    bandAdjectives: ["Blå", "Vilda", "Tysta", "Gyllene", "Sista", "Högljudda", "Röda", "Gråa", "Glada", "Fjärran"],
    bandNouns: ["Vargar", "Bröder", "Stjärnor", "Kometer", "Pirater", "Nätter", "Rävar", "Sjömän", "Drakar", "Måsar"],
    band: (a, n) => `${a} ${n}`,
    firstNames: ["Alice", "William", "Maja", "Oscar", "Elsa", "Hugo", "Astrid", "Lucas", "Saga", "Nils", "Ebba", "Björn"],
    lastNames: ["Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Svensson", "Lindqvist"],
    shows: ["Fröken Julie", "Ett drömspel", "Utvandrarna", "Pippi Långstrump", "Kristina från Duvemåla", "Mästerdetektiven Blomkvist"],
    venues: { arena: "{city} Arena", stadium: "{city} Stadion", theatre: "{city} Stadsteater", club: "Klubb {city}", hall: "{city} Konserthus" },
    clubs: ["IFK {city}", "{city} FF", "{city} BK", "{city} IF"],
    versus: " - ",
  },
  da: {
    bandAdjectives: ["Blå", "Vilde", "Stille", "Gyldne", "Sidste", "Larmende", "Røde", "Grå", "Glade", "Fjerne"],
    bandNouns: ["Ulve", "Brødre", "Stjerner", "Kometer", "Pirater", "Nætter", "Ræve", "Sømænd", "Drager", "Måger"],
    band: (a, n) => `De ${a} ${n}`,
    firstNames: ["Ida", "William", "Freja", "Noah", "Emma", "Oscar", "Karla", "Lucas", "Alma", "Magnus", "Sofie", "Søren"],
    lastNames: ["Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen", "Christensen", "Larsen", "Sørensen", "Rasmussen", "Jørgensen"],
    shows: ["Jeppe på Bjerget", "Den Stundesløse", "Erasmus Montanus", "Olsen-banden på spanden", "Den lille Havfrue", "Matador"],
    venues: { arena: "{city} Arena", stadium: "{city} Stadion", theatre: "{city} Teater", club: "Vega {city}", hall: "{city} Koncerthus" },
    clubs: ["{city} BK", "{city} IF", "FC {city}", "{city} Boldklub"],
    versus: " - ",
  },
  ja: {
    bandAdjectives: [["青い", "aoi"], ["真夜中の", "mayonaka-no"], ["銀色の", "giniro-no"], ["静かな", "shizuka-na"], ["黄金の", "kogane-no"], ["遠い", "tooi"], ["赤い", "akai"], ["眠れる", "nemureru"]],
    bandNouns: [["狼", "ookami"], ["星屑", "hoshikuzu"], ["彗星", "suisei"], ["灯台", "toudai"], ["海賊", "kaizoku"], ["花火", "hanabi"], ["列車", "ressha"], ["風鈴", "fuurin"]],
    band: (a, n) => `${a}${n}`,
    firstNames: [["翔太", "Shota"], ["さくら", "Sakura"], ["健一", "Kenichi"], ["美咲", "Misaki"], ["大輔", "Daisuke"], ["葵", "Aoi"], ["蓮", "Ren"], ["結衣", "Yui"]],
    lastNames: [["佐藤", "Sato"], ["鈴木", "Suzuki"], ["高橋", "Takahashi"], ["田中", "Tanaka"], ["伊藤", "Ito"], ["渡辺", "Watanabe"], ["山本", "Yamamoto"], ["中村", "Nakamura"]],
    familyFirst: true,
    shows: [["忠臣蔵", "Chushingura"], ["曾根崎心中", "Sonezaki Shinju"], ["夏の夜の夢", "Natsu no Yo no Yume"], ["銀河鉄道の夜", "Ginga Tetsudo no Yoru"], ["ハムレット", "Hamlet"], ["羅生門", "Rashomon"]],
    venues: {
      arena: ["{city}アリーナ", "{city} Arena"],
      stadium: ["{city}スタジアム", "{city} Stadium"],
      theatre: ["{city}芸術劇場", "{city} Geijutsu Gekijo"],
      club: ["{city}クラブクアトロ", "{city} Club Quattro"],
      hall: ["{city}文化会館", "{city} Bunka Kaikan"],
    },
    clubs: [["FC{city}", "FC {city}"], ["{city}ユナイテッド", "{city} United"], ["スポルティング{city}", "Sporting {city}"], ["{city}SC", "{city} SC"]],
    versus: " vs ",
  },
  ko: {
    bandAdjectives: [["푸른", "pureun"], ["한밤의", "hanbamui"], ["은빛", "eunbit"], ["조용한", "joyonghan"], ["황금", "hwanggeum"], ["머나먼", "meonameon"], ["붉은", "bulgeun"], ["잠든", "jamdeun"]],
    bandNouns: [["늑대", "neukdae"], ["별빛", "byeolbit"], ["혜성", "hyeseong"], ["등대", "deungdae"], ["해적", "haejeok"], ["불꽃", "bulkkot"], ["기차", "gicha"], ["고래", "gorae"]],
    band: (a, n) => `${a} ${n}`,
    firstNames: [["민준", "Minjun"], ["서연", "Seoyeon"], ["지훈", "Jihun"], ["하은", "Haeun"], ["도윤", "Doyun"], ["지민", "Jimin"], ["현우", "Hyunwoo"], ["수아", "Sua"]],
    lastNames: [["김", "Kim"], ["이", "Lee"], ["박", "Park"], ["최", "Choi"], ["정", "Jung"], ["강", "Kang"], ["조", "Cho"], ["윤", "Yoon"]],
    familyFirst: true,
    shows: [["춘향전", "Chunhyangjeon"], ["심청전", "Simcheongjeon"], ["흥부전", "Heungbujeon"], ["명성황후", "Myeongseong Hwanghu"], ["빨래", "Ppallae"], ["지킬 앤 하이드", "Jekyll and Hyde"]],
    venues: {
      arena: ["{city} 아레나", "{city} Arena"],
      stadium: ["{city} 월드컵경기장", "{city} World Cup Stadium"],
      theatre: ["{city} 예술의전당", "{city} Arts Center"],
      club: ["{city} 롤링홀", "{city} Rolling Hall"],
      hall: ["{city} 콘서트홀", "{city} Concert Hall"],
    },
    clubs: [["{city} FC", "{city} FC"], ["{city} 유나이티드", "{city} United"], ["{city} 시티즌", "{city} Citizen"], ["{city} 스포팅", "{city} Sporting"]],
    versus: " vs ",
  },
  zh: {
    bandAdjectives: [["藍色", "lan-se"], ["午夜", "wu-ye"], ["銀色", "yin-se"], ["安靜", "an-jing"], ["金色", "jin-se"], ["遙遠", "yao-yuan"], ["紅色", "hong-se"], ["沉睡", "chen-shui"]],
    bandNouns: [["狼群", "lang-qun"], ["星光", "xing-guang"], ["彗星", "hui-xing"], ["燈塔", "deng-ta"], ["海盜", "hai-dao"], ["煙火", "yan-huo"], ["列車", "lie-che"], ["鯨魚", "jing-yu"]],
    band: (a, n) => `${a}${n}`,
    firstNames: [["家豪", "Chia-hao"], ["怡君", "Yi-chun"], ["志明", "Chih-ming"], ["淑芬", "Shu-fen"], ["建宏", "Chien-hung"], ["雅婷", "Ya-ting"], ["俊傑", "Chun-chieh"], ["美玲", "Mei-ling"]],
    lastNames: [["陳", "Chen"], ["林", "Lin"], ["黃", "Huang"], ["張", "Chang"], ["李", "Lee"], ["王", "Wang"], ["吳", "Wu"], ["劉", "Liu"]],
    familyFirst: true,
    shows: [["暗戀桃花源", "Secret Love in Peach Blossom Land"], ["那一夜，我們說相聲", "That Evening We Performed Crosstalk"], ["紅樓夢", "Dream of the Red Chamber"], ["牡丹亭", "The Peony Pavilion"], ["白蛇傳", "Legend of the White Snake"], ["梁祝", "Butterfly Lovers"]],
    venues: {
      arena: ["{city}體育館", "{city} Arena"],
      stadium: ["{city}體育場", "{city} Stadium"],
      theatre: ["{city}文化中心", "{city} Cultural Centre"],
      club: ["Legacy {city}音樂展演空間", "Legacy {city}"],
      hall: ["{city}音樂廳", "{city} Concert Hall"],
    },
    clubs: [["{city}足球會", "{city} FC"], ["{city}流浪", "{city} Rangers"], ["{city}東方", "{city} Eastern"], ["{city}聯", "{city} United"]],
    versus: " vs ",
  },
  tr: {
    bandAdjectives: ["Mavi", "Vahşi", "Sessiz", "Altın", "Son", "Gürültülü", "Kırmızı", "Gri", "Neşeli", "Uzak"],
    bandNouns: ["Kurtlar", "Kardeşler", "Yıldızlar", "Kuyruklu Yıldızlar", "Korsanlar", "Geceler", "Tilkiler", "Denizciler", "Ejderhalar", "Martılar"],
    band: (a, n) => `${a} ${n}`,
    firstNames: ["Elif", "Yusuf", "Zeynep", "Mustafa", "Ayşe", "Emre", "Defne", "Mehmet", "Ebru", "Burak", "Selin", "Kerem"],
    lastNames: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir"],
    shows: ["Keşanlı Ali Destanı", "Ferhat ile Şirin", "Hamlet", "Bir Delinin Hatıra Defteri", "Yaşar Ne Yaşar Ne Yaşamaz", "Nasreddin Hoca"],
    venues: { arena: "{city} Arena", stadium: "{city} Stadyumu", theatre: "{city} Şehir Tiyatrosu", club: "Salon {city}", hall: "{city} Kültür Merkezi" },
    clubs: ["{city}spor", "{city} FK", "{city} Belediyespor", "{city} Gençlerbirliği"],
    versus: " - ",
  },
};

export function vocabulary(lang: Lang): Vocabulary {
  return V[lang];
}

/** Stars who tour the world: real names fans type. [name, subcategory key, popularity]. */
export const GLOBAL_ARTISTS: ReadonlyArray<readonly [string, ConcertGenre, number]> = [
  ["Taylor Swift", "pop", 999_000], ["Beyoncé", "pop", 985_000], ["Coldplay", "rock", 980_000],
  ["Metallica", "metal", 960_000], ["Ed Sheeran", "pop", 950_000], ["Bad Bunny", "latin", 945_000],
  ["Billie Eilish", "pop", 940_000], ["The Weeknd", "pop", 935_000], ["Dua Lipa", "pop", 925_000],
  ["Bruno Mars", "pop", 920_000], ["Harry Styles", "pop", 915_000], ["Adele", "pop", 910_000],
  ["Rammstein", "metal", 905_000], ["Imagine Dragons", "rock", 900_000], ["Foo Fighters", "rock", 890_000],
  ["Shakira", "latin", 885_000], ["Kendrick Lamar", "hiphop", 880_000], ["Travis Scott", "hiphop", 870_000],
  ["Olivia Rodrigo", "pop", 865_000], ["Sabrina Carpenter", "pop", 860_000], ["Iron Maiden", "metal", 850_000],
  ["Måneskin", "rock", 845_000], ["Rosalía", "latin", 840_000], ["Karol G", "latin", 835_000],
  ["Depeche Mode", "electronic", 830_000], ["Robbie Williams", "pop", 825_000], ["Pink", "pop", 820_000],
  ["Red Hot Chili Peppers", "rock", 815_000], ["Bruce Springsteen", "rock", 810_000], ["Lady Gaga", "pop", 805_000],
  ["Arctic Monkeys", "rock", 800_000], ["Muse", "rock", 795_000], ["Post Malone", "hiphop", 790_000],
  ["David Guetta", "electronic", 785_000], ["Andrea Bocelli", "classical", 780_000], ["Helene Fischer", "pop", 760_000],
  ["Die Ärzte", "rock", 750_000], ["BTS", "pop", 940_000], ["BLACKPINK", "pop", 930_000],
];

export type ConcertGenre = "pop" | "rock" | "metal" | "hiphop" | "latin" | "electronic" | "classical" | "jazz";

/** Musicals and shows with long runs in big cities: [name, cities as [country, GeoNames name]]. */
export const TOURING_SHOWS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>, number]> = [
  ["The Lion King", [["US", "New York City"], ["GB", "London"], ["DE", "Hamburg"], ["ES", "Madrid"]], 900_000],
  ["Hamilton", [["US", "New York City"], ["GB", "London"], ["US", "Chicago"]], 890_000],
  ["Wicked", [["US", "New York City"], ["GB", "London"], ["DE", "Hamburg"]], 880_000],
  ["Les Misérables", [["GB", "London"], ["FR", "Paris"], ["CA", "Toronto"]], 870_000],
  ["The Phantom of the Opera", [["US", "New York City"], ["JP", "Tokyo"], ["KR", "Seoul"]], 860_000],
  ["Mamma Mia!", [["GB", "London"], ["NL", "Amsterdam"], ["SE", "Stockholm"]], 850_000],
  ["Moulin Rouge! The Musical", [["GB", "London"], ["DE", "Cologne"]], 840_000],
  ["Chicago", [["US", "New York City"], ["MX", "Mexico City"], ["AR", "Buenos Aires"]], 830_000],
  ["Cirque du Soleil: Alegría", [["CA", "Montréal"], ["BE", "Brussels"], ["BR", "São Paulo"]], 820_000],
  ["Disney's Aladdin", [["US", "New York City"], ["IT", "Milan"], ["TW", "Taipei"], ["HK", "Hong Kong"]], 810_000],
];

/** Orchestras and ensembles (classical): [name, country, home city as GeoNames names it]. */
export const ORCHESTRAS: ReadonlyArray<readonly [string, string, string]> = [
  ["Berliner Philharmoniker", "DE", "Berlin"], ["Wiener Philharmoniker", "AT", "Vienna"],
  ["London Symphony Orchestra", "GB", "London"], ["Royal Concertgebouw Orchestra", "NL", "Amsterdam"],
  ["Czech Philharmonic", "CZ", "Prague"], ["Orchestre de Paris", "FR", "Paris"],
  ["New York Philharmonic", "US", "New York City"], ["Filarmonica della Scala", "IT", "Milan"],
];

/** Domestic football leagues by store country: the league's real name and, for the big ones,
 *  real clubs with the city they play in (GeoNames names); other sides are composed. */
export const FOOTBALL_LEAGUES: Readonly<Record<string, { league: string; clubs: ReadonlyArray<readonly [string, string]> }>> = {
  GB: { league: "Premier League", clubs: [["Arsenal", "London"], ["Liverpool FC", "Liverpool"], ["Manchester City", "Manchester"], ["Manchester United", "Manchester"], ["Chelsea FC", "London"], ["Tottenham Hotspur", "London"], ["Newcastle United", "Newcastle upon Tyne"], ["Aston Villa", "Birmingham"]] },
  DE: { league: "Bundesliga", clubs: [["FC Bayern München", "Munich"], ["Borussia Dortmund", "Dortmund"], ["Bayer 04 Leverkusen", "Leverkusen"], ["RB Leipzig", "Leipzig"], ["VfB Stuttgart", "Stuttgart"], ["Eintracht Frankfurt", "Frankfurt am Main"], ["1. FC Köln", "Cologne"], ["Hamburger SV", "Hamburg"]] },
  ES: { league: "LaLiga", clubs: [["Real Madrid", "Madrid"], ["FC Barcelona", "Barcelona"], ["Atlético de Madrid", "Madrid"], ["Sevilla FC", "Sevilla"], ["Real Betis", "Sevilla"], ["Valencia CF", "Valencia"], ["Athletic Club", "Bilbao"], ["Real Sociedad", "San Sebastián"]] },
  IT: { league: "Serie A", clubs: [["Juventus", "Turin"], ["AC Milan", "Milan"], ["Inter", "Milan"], ["SSC Napoli", "Naples"], ["AS Roma", "Rome"], ["SS Lazio", "Rome"], ["Atalanta", "Bergamo"], ["ACF Fiorentina", "Florence"]] },
  FR: { league: "Ligue 1", clubs: [["Paris Saint-Germain", "Paris"], ["Olympique de Marseille", "Marseille"], ["Olympique Lyonnais", "Lyon"], ["AS Monaco", "Nice"], ["LOSC Lille", "Lille"], ["OGC Nice", "Nice"], ["Stade Rennais", "Rennes"], ["RC Lens", "Lens"]] },
  NL: { league: "Eredivisie", clubs: [["AFC Ajax", "Amsterdam"], ["PSV", "Eindhoven"], ["Feyenoord", "Rotterdam"], ["AZ Alkmaar", "Alkmaar"], ["FC Twente", "Enschede"], ["FC Utrecht", "Utrecht"]] },
  PT: { league: "Liga Portugal", clubs: [["SL Benfica", "Lisbon"], ["FC Porto", "Porto"], ["Sporting CP", "Lisbon"], ["SC Braga", "Braga"], ["Vitória SC", "Guimarães"]] },
  BE: { league: "Jupiler Pro League", clubs: [["Club Brugge", "Bruges"], ["RSC Anderlecht", "Anderlecht"], ["Standard Liège", "Liège"], ["KRC Genk", "Genk"], ["KAA Gent", "Gent"]] },
  AT: { league: "Österreichische Bundesliga", clubs: [["Red Bull Salzburg", "Salzburg"], ["SK Rapid Wien", "Vienna"], ["FK Austria Wien", "Vienna"], ["SK Sturm Graz", "Graz"]] },
  IE: { league: "League of Ireland Premier Division", clubs: [["Shamrock Rovers", "Dublin"], ["Bohemian FC", "Dublin"], ["Shelbourne FC", "Dublin"], ["Derry City", "Derry"]] },
  FI: { league: "Veikkausliiga", clubs: [["HJK Helsinki", "Helsinki"], ["KuPS", "Kuopio"], ["FC Inter Turku", "Turku"]] },
  GR: { league: "Super League Greece", clubs: [["Olympiacos", "Piraeus"], ["Panathinaikos", "Athens"], ["AEK Athens", "Athens"], ["PAOK", "Thessaloniki"]] },
  PL: { league: "Ekstraklasa", clubs: [["Legia Warszawa", "Warsaw"], ["Lech Poznań", "Poznań"], ["Raków Częstochowa", "Częstochowa"], ["Jagiellonia Białystok", "Białystok"]] },
  SE: { league: "Allsvenskan", clubs: [["Malmö FF", "Malmö"], ["AIK", "Stockholm"], ["Djurgårdens IF", "Stockholm"], ["IFK Göteborg", "Gothenburg"], ["Hammarby IF", "Stockholm"]] },
  DK: { league: "Superliga", clubs: [["FC København", "Copenhagen"], ["FC Midtjylland", "Herning"], ["Brøndby IF", "Brøndby"], ["AGF", "Aarhus"]] },
  CZ: { league: "Chance Liga", clubs: [["AC Sparta Praha", "Prague"], ["SK Slavia Praha", "Prague"], ["FC Viktoria Plzeň", "Pilsen"], ["FC Baník Ostrava", "Ostrava"]] },
  TR: { league: "Süper Lig", clubs: [["Galatasaray", "Istanbul"], ["Fenerbahçe", "Istanbul"], ["Beşiktaş", "Istanbul"], ["Trabzonspor", "Trabzon"]] },
  MX: { league: "Liga MX", clubs: [["Club América", "Mexico City"], ["Chivas Guadalajara", "Guadalajara"], ["Cruz Azul", "Mexico City"], ["Tigres UANL", "Monterrey"], ["CF Monterrey", "Monterrey"]] },
  AR: { league: "Liga Profesional de Fútbol", clubs: [["Boca Juniors", "Buenos Aires"], ["River Plate", "Buenos Aires"], ["Racing Club", "Avellaneda"], ["Independiente", "Avellaneda"], ["San Lorenzo", "Buenos Aires"]] },
  BR: { league: "Brasileirão Série A", clubs: [["Flamengo", "Rio de Janeiro"], ["Palmeiras", "São Paulo"], ["Corinthians", "São Paulo"], ["São Paulo FC", "São Paulo"], ["Fluminense", "Rio de Janeiro"], ["Grêmio", "Porto Alegre"], ["Internacional", "Porto Alegre"], ["Atlético Mineiro", "Belo Horizonte"]] },
  JP: { league: "J1 League", clubs: [["Kashima Antlers", "Kashima-shi"], ["Urawa Red Diamonds", "Saitama"], ["Yokohama F. Marinos", "Yokohama"], ["Kawasaki Frontale", "Kawasaki"], ["Vissel Kobe", "Kobe"]] },
  KR: { league: "K League 1", clubs: [["Jeonbuk Hyundai Motors", "Jeonju"], ["Ulsan HD", "Ulsan"], ["FC Seoul", "Seoul"], ["Pohang Steelers", "Pohang"]] },
  US: { league: "MLS", clubs: [["LA Galaxy", "Los Angeles"], ["Inter Miami CF", "Miami"], ["Seattle Sounders FC", "Seattle"], ["Atlanta United", "Atlanta"], ["New York City FC", "New York City"], ["Austin FC", "Austin"]] },
  CA: { league: "Canadian Premier League", clubs: [["Forge FC", "Hamilton"], ["Cavalry FC", "Calgary"], ["Pacific FC", "Victoria"], ["York United", "Toronto"]] },
  LU: { league: "BGL Ligue", clubs: [["F91 Dudelange", "Dudelange"], ["Swift Hesperange", "Hesperange"]] },
  TW: { league: "Taiwan Football Premier League", clubs: [["Taipower", "Kaohsiung"], ["Taichung Futuro", "Taichung"]] },
  HK: { league: "Hong Kong Premier League", clubs: [["Kitchee SC", "Hong Kong"], ["Eastern Sports Club", "Hong Kong"]] },
};

/** Other sports: league, sport subcategory, countries it plays in, team-name suffixes. */
export const OTHER_LEAGUES: ReadonlyArray<{
  league: string;
  sport: SportKey;
  countries: readonly string[];
  nicknames: readonly string[];
  homeGames: number;
}> = [
  { league: "NBA", sport: "basketball", countries: ["US", "CA"], nicknames: ["Comets", "Rockets", "Hawks", "Kings", "Wolves", "Thunder", "Flyers", "Stars"], homeGames: 41 },
  { league: "NHL", sport: "hockey", countries: ["US", "CA"], nicknames: ["Blades", "Bears", "Lumberjacks", "Glaciers", "Huskies", "Storm"], homeGames: 41 },
  { league: "NFL", sport: "american-football", countries: ["US"], nicknames: ["Mustangs", "Titans", "Patriots", "Raiders", "Chargers", "Wranglers"], homeGames: 9 },
  { league: "MLB", sport: "baseball", countries: ["US"], nicknames: ["Sluggers", "Aces", "Pioneers", "Mariners", "Bandits", "Clippers"], homeGames: 40 },
  { league: "EuroLeague", sport: "basketball", countries: ["ES", "TR", "GR", "IT", "DE", "FR"], nicknames: ["Basket", "Baskets", "BC", "Hoops"], homeGames: 17 },
  { league: "Nippon Professional Baseball", sport: "baseball", countries: ["JP"], nicknames: ["Tigers", "Giants", "Swallows", "Buffaloes"], homeGames: 30 },
  { league: "KBO League", sport: "baseball", countries: ["KR"], nicknames: ["Bears", "Twins", "Eagles", "Landers"], homeGames: 30 },
  { league: "SHL", sport: "hockey", countries: ["SE", "FI"], nicknames: ["Hockey", "HC", "IK", "Lions"], homeGames: 20 },
];

export type SportKey = "soccer" | "basketball" | "hockey" | "american-football" | "baseball" | "tennis" | "motorsport" | "rugby";

/** One-off sporting events with their host city (GeoNames names). */
export const SPORT_SPECIALS: ReadonlyArray<readonly [string, SportKey, string, string, string, number]> = [
  // [event name, sport, grouping (tour), country, city, popularity]
  ["Wimbledon Championships", "tennis", "ATP Tour", "GB", "London", 900_000],
  ["Roland-Garros", "tennis", "ATP Tour", "FR", "Paris", 890_000],
  ["US Open Tennis", "tennis", "ATP Tour", "US", "New York City", 880_000],
  ["Mutua Madrid Open", "tennis", "ATP Tour", "ES", "Madrid", 700_000],
  ["Internazionali BNL d'Italia", "tennis", "ATP Tour", "IT", "Rome", 690_000],
  ["British Grand Prix", "motorsport", "Formula 1", "GB", "Silverstone", 910_000],
  ["Italian Grand Prix", "motorsport", "Formula 1", "IT", "Monza", 900_000],
  ["Dutch Grand Prix", "motorsport", "Formula 1", "NL", "Zandvoort", 880_000],
  ["Spanish Grand Prix", "motorsport", "Formula 1", "ES", "Montmeló", 870_000],
  ["Mexico City Grand Prix", "motorsport", "Formula 1", "MX", "Mexico City", 860_000],
  ["São Paulo Grand Prix", "motorsport", "Formula 1", "BR", "São Paulo", 860_000],
  ["Japanese Grand Prix", "motorsport", "Formula 1", "JP", "Suzuka", 850_000],
  ["Canadian Grand Prix", "motorsport", "Formula 1", "CA", "Montréal", 850_000],
  ["Austrian Grand Prix", "motorsport", "Formula 1", "AT", "Spielberg", 840_000],
  ["Belgian Grand Prix", "motorsport", "Formula 1", "BE", "Stavelot", 840_000],
  ["England v France", "rugby", "Six Nations", "GB", "London", 820_000],
  ["Ireland v Scotland", "rugby", "Six Nations", "IE", "Dublin", 800_000],
  ["France v Ireland", "rugby", "Six Nations", "FR", "Paris", 810_000],
  ["Italy v Wales", "rugby", "Six Nations", "IT", "Rome", 700_000],
];

/** Popular searches for the query log: [term, count]. */
export const POPULAR_SEARCHES: ReadonlyArray<readonly [string, number]> = [
  ["Taylor Swift", 98_000], ["Coldplay", 74_000], ["Beyoncé", 66_000], ["Champions League", 61_000],
  ["Metallica", 52_000], ["Ed Sheeran", 50_000], ["Bad Bunny", 47_000], ["Real Madrid", 45_000],
  ["The Lion King", 41_000], ["Billie Eilish", 39_000], ["Formula 1", 37_000], ["Hamilton", 33_000],
  ["FC Bayern München", 31_000], ["Wimbledon", 29_000], ["Dua Lipa", 27_000], ["Tate McRae", 12_000],
  ["Tayc", 4_000], ["Rammstein", 25_000], ["BTS", 24_000], ["Adele", 22_000], ["Arsenal", 21_000],
  ["Les Misérables", 15_000], ["Concerts near me", 14_000], ["Comedy", 9_000],
];
