// Design-system locale options (spec §5 calendar and date picker, §8 locale lookups): UI option
// strings and calendar facts per translation locale. Month and day names were taken once from
// Intl.DateTimeFormat (ICU 78 / CLDR 48: stand-alone month names, narrow weekdays) and are
// written here statically so rendering never depends on the runtime's locale data.
import {
  LOCALE_MAPPING,
  TRANSLATION_LOCALES,
  isSafeLocaleKey,
  isTranslationLocale,
  normalizeLocaleTag,
  type TranslationLocale,
} from "./locales";

export type AriaLabels = {
  readonly close: string;
  readonly previousMonth: string;
  readonly nextMonth: string;
  readonly chooseDate: string;
  readonly previousPage: string;
  readonly nextPage: string;
  /** Interpolates {page}. */
  readonly pageLabel: string;
};

export type AriaKey = keyof AriaLabels;

export type LocaleOptions = {
  /** 0 = Sunday; the spec's calendar starts every week on day 0. */
  readonly firstDayOfWeek: number;
  /** Typed-date pattern of the date picker (spec §5). */
  readonly dateFormat: "dd/mm/yy" | "mm/dd/yy";
  readonly emptyMessage: string;
  readonly emptyFilterMessage: string;
  readonly today: string;
  readonly clear: string;
  /** Sunday first. */
  readonly dayNames: readonly string[];
  /** Sunday first; one-letter (narrow) forms for the calendar header. */
  readonly dayNamesMin: readonly string[];
  readonly monthNames: readonly string[];
  readonly aria: AriaLabels;
};

type UiStrings = Pick<LocaleOptions, "emptyMessage" | "emptyFilterMessage" | "today" | "clear" | "aria">;
type CalendarNames = Pick<LocaleOptions, "monthNames" | "dayNames" | "dayNamesMin">;

// Regional variants whose wording does not differ share one entry: en-US uses en-GB's strings,
// fr-CA fr-FR's and es-AR es-MX's.
const UI_EN_GB: UiStrings = {
  emptyMessage: "No available options",
  emptyFilterMessage: "No results found",
  today: "Today",
  clear: "Clear",
  aria: {
    close: "Close",
    previousMonth: "Previous month",
    nextMonth: "Next month",
    chooseDate: "Choose date",
    previousPage: "Previous page",
    nextPage: "Next page",
    pageLabel: "Page {page}",
  },
};

const UI_FR_FR: UiStrings = {
  emptyMessage: "Aucune option disponible",
  emptyFilterMessage: "Aucun résultat trouvé",
  today: "Aujourd’hui",
  clear: "Effacer",
  aria: {
    close: "Fermer",
    previousMonth: "Mois précédent",
    nextMonth: "Mois suivant",
    chooseDate: "Choisir une date",
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    pageLabel: "Page {page}",
  },
};

const UI_ES_MX: UiStrings = {
  emptyMessage: "No hay opciones disponibles",
  emptyFilterMessage: "No se encontraron resultados",
  today: "Hoy",
  clear: "Borrar",
  aria: {
    close: "Cerrar",
    previousMonth: "Mes anterior",
    nextMonth: "Mes siguiente",
    chooseDate: "Seleccionar fecha",
    previousPage: "Página anterior",
    nextPage: "Página siguiente",
    pageLabel: "Página {page}",
  },
};

const UI_ZH_TW: UiStrings = {
  emptyMessage: "沒有可用的選項",
  emptyFilterMessage: "找不到結果",
  today: "今天",
  clear: "清除",
  aria: {
    close: "關閉",
    previousMonth: "上個月",
    nextMonth: "下個月",
    chooseDate: "選擇日期",
    previousPage: "上一頁",
    nextPage: "下一頁",
    pageLabel: "第 {page} 頁",
  },
};

const UI: Readonly<Record<TranslationLocale, UiStrings>> = {
  "en-GB": UI_EN_GB,
  "en-US": UI_EN_GB,
  "de-DE": {
    emptyMessage: "Keine Optionen verfügbar",
    emptyFilterMessage: "Keine Ergebnisse gefunden",
    today: "Heute",
    clear: "Löschen",
    aria: {
      close: "Schließen",
      previousMonth: "Vorheriger Monat",
      nextMonth: "Nächster Monat",
      chooseDate: "Datum auswählen",
      previousPage: "Vorherige Seite",
      nextPage: "Nächste Seite",
      pageLabel: "Seite {page}",
    },
  },
  "fr-FR": UI_FR_FR,
  "fr-CA": UI_FR_FR,
  // Spain words one message its own way; the rest is the Latin American table.
  "es-ES": { ...UI_ES_MX, emptyFilterMessage: "No se han encontrado resultados" },
  "es-MX": UI_ES_MX,
  "es-AR": UI_ES_MX,
  "pt-PT": {
    emptyMessage: "Nenhuma opção disponível",
    emptyFilterMessage: "Não foram encontrados resultados",
    today: "Hoje",
    clear: "Limpar",
    aria: {
      close: "Fechar",
      previousMonth: "Mês anterior",
      nextMonth: "Mês seguinte",
      chooseDate: "Selecionar data",
      previousPage: "Página anterior",
      nextPage: "Página seguinte",
      pageLabel: "Página {page}",
    },
  },
  "pt-BR": {
    emptyMessage: "Nenhuma opção disponível",
    emptyFilterMessage: "Nenhum resultado encontrado",
    today: "Hoje",
    clear: "Limpar",
    aria: {
      close: "Fechar",
      previousMonth: "Mês anterior",
      nextMonth: "Próximo mês",
      chooseDate: "Selecionar data",
      previousPage: "Página anterior",
      nextPage: "Próxima página",
      pageLabel: "Página {page}",
    },
  },
  "it-IT": {
    emptyMessage: "Nessuna opzione disponibile",
    emptyFilterMessage: "Nessun risultato trovato",
    today: "Oggi",
    clear: "Cancella",
    aria: {
      close: "Chiudi",
      previousMonth: "Mese precedente",
      nextMonth: "Mese successivo",
      chooseDate: "Scegli una data",
      previousPage: "Pagina precedente",
      nextPage: "Pagina successiva",
      pageLabel: "Pagina {page}",
    },
  },
  "nl-NL": {
    emptyMessage: "Geen opties beschikbaar",
    emptyFilterMessage: "Geen resultaten gevonden",
    today: "Vandaag",
    clear: "Wissen",
    aria: {
      close: "Sluiten",
      previousMonth: "Vorige maand",
      nextMonth: "Volgende maand",
      chooseDate: "Kies een datum",
      previousPage: "Vorige pagina",
      nextPage: "Volgende pagina",
      pageLabel: "Pagina {page}",
    },
  },
  "da-DK": {
    emptyMessage: "Ingen tilgængelige muligheder",
    emptyFilterMessage: "Ingen resultater fundet",
    today: "I dag",
    clear: "Ryd",
    aria: {
      close: "Luk",
      previousMonth: "Forrige måned",
      nextMonth: "Næste måned",
      chooseDate: "Vælg dato",
      previousPage: "Forrige side",
      nextPage: "Næste side",
      pageLabel: "Side {page}",
    },
  },
  "sv-SE": {
    emptyMessage: "Inga tillgängliga alternativ",
    emptyFilterMessage: "Inga resultat hittades",
    today: "Idag",
    clear: "Rensa",
    aria: {
      close: "Stäng",
      previousMonth: "Föregående månad",
      nextMonth: "Nästa månad",
      chooseDate: "Välj datum",
      previousPage: "Föregående sida",
      nextPage: "Nästa sida",
      pageLabel: "Sida {page}",
    },
  },
  "nb-NO": {
    emptyMessage: "Ingen tilgjengelige alternativer",
    emptyFilterMessage: "Ingen resultater funnet",
    today: "I dag",
    clear: "Tøm",
    aria: {
      close: "Lukk",
      previousMonth: "Forrige måned",
      nextMonth: "Neste måned",
      chooseDate: "Velg dato",
      previousPage: "Forrige side",
      nextPage: "Neste side",
      pageLabel: "Side {page}",
    },
  },
  "fi-FI": {
    emptyMessage: "Ei käytettävissä olevia vaihtoehtoja",
    emptyFilterMessage: "Tuloksia ei löytynyt",
    today: "Tänään",
    clear: "Tyhjennä",
    aria: {
      close: "Sulje",
      previousMonth: "Edellinen kuukausi",
      nextMonth: "Seuraava kuukausi",
      chooseDate: "Valitse päivämäärä",
      previousPage: "Edellinen sivu",
      nextPage: "Seuraava sivu",
      pageLabel: "Sivu {page}",
    },
  },
  "pl-PL": {
    emptyMessage: "Brak dostępnych opcji",
    emptyFilterMessage: "Nie znaleziono wyników",
    today: "Dzisiaj",
    clear: "Wyczyść",
    aria: {
      close: "Zamknij",
      previousMonth: "Poprzedni miesiąc",
      nextMonth: "Następny miesiąc",
      chooseDate: "Wybierz datę",
      previousPage: "Poprzednia strona",
      nextPage: "Następna strona",
      pageLabel: "Strona {page}",
    },
  },
  "cs-CZ": {
    emptyMessage: "Žádné dostupné možnosti",
    emptyFilterMessage: "Nebyly nalezeny žádné výsledky",
    today: "Dnes",
    clear: "Vymazat",
    aria: {
      close: "Zavřít",
      previousMonth: "Předchozí měsíc",
      nextMonth: "Následující měsíc",
      chooseDate: "Vyberte datum",
      previousPage: "Předchozí stránka",
      nextPage: "Následující stránka",
      pageLabel: "Stránka {page}",
    },
  },
  "el-GR": {
    emptyMessage: "Δεν υπάρχουν διαθέσιμες επιλογές",
    emptyFilterMessage: "Δεν βρέθηκαν αποτελέσματα",
    today: "Σήμερα",
    clear: "Εκκαθάριση",
    aria: {
      close: "Κλείσιμο",
      previousMonth: "Προηγούμενος μήνας",
      nextMonth: "Επόμενος μήνας",
      chooseDate: "Επιλογή ημερομηνίας",
      previousPage: "Προηγούμενη σελίδα",
      nextPage: "Επόμενη σελίδα",
      pageLabel: "Σελίδα {page}",
    },
  },
  "tr-TR": {
    emptyMessage: "Kullanılabilir seçenek yok",
    emptyFilterMessage: "Sonuç bulunamadı",
    today: "Bugün",
    clear: "Temizle",
    aria: {
      close: "Kapat",
      previousMonth: "Önceki ay",
      nextMonth: "Sonraki ay",
      chooseDate: "Tarih seçin",
      previousPage: "Önceki sayfa",
      nextPage: "Sonraki sayfa",
      pageLabel: "Sayfa {page}",
    },
  },
  "ru-RU": {
    emptyMessage: "Нет доступных вариантов",
    emptyFilterMessage: "Ничего не найдено",
    today: "Сегодня",
    clear: "Очистить",
    aria: {
      close: "Закрыть",
      previousMonth: "Предыдущий месяц",
      nextMonth: "Следующий месяц",
      chooseDate: "Выберите дату",
      previousPage: "Предыдущая страница",
      nextPage: "Следующая страница",
      pageLabel: "Страница {page}",
    },
  },
  "ca-ES": {
    emptyMessage: "No hi ha opcions disponibles",
    emptyFilterMessage: "No s’ha trobat cap resultat",
    today: "Avui",
    clear: "Esborra",
    aria: {
      close: "Tanca",
      previousMonth: "Mes anterior",
      nextMonth: "Mes següent",
      chooseDate: "Tria una data",
      previousPage: "Pàgina anterior",
      nextPage: "Pàgina següent",
      pageLabel: "Pàgina {page}",
    },
  },
  "id-ID": {
    emptyMessage: "Tidak ada opsi yang tersedia",
    emptyFilterMessage: "Tidak ada hasil yang ditemukan",
    today: "Hari ini",
    clear: "Hapus",
    aria: {
      close: "Tutup",
      previousMonth: "Bulan sebelumnya",
      nextMonth: "Bulan berikutnya",
      chooseDate: "Pilih tanggal",
      previousPage: "Halaman sebelumnya",
      nextPage: "Halaman berikutnya",
      pageLabel: "Halaman {page}",
    },
  },
  "ja-JP": {
    emptyMessage: "利用できるオプションはありません",
    emptyFilterMessage: "結果が見つかりませんでした",
    today: "今日",
    clear: "クリア",
    aria: {
      close: "閉じる",
      previousMonth: "前の月",
      nextMonth: "次の月",
      chooseDate: "日付を選択",
      previousPage: "前のページ",
      nextPage: "次のページ",
      pageLabel: "{page} ページ",
    },
  },
  "ko-KR": {
    emptyMessage: "사용 가능한 옵션이 없습니다",
    emptyFilterMessage: "검색 결과가 없습니다",
    today: "오늘",
    clear: "지우기",
    aria: {
      close: "닫기",
      previousMonth: "이전 달",
      nextMonth: "다음 달",
      chooseDate: "날짜 선택",
      previousPage: "이전 페이지",
      nextPage: "다음 페이지",
      pageLabel: "{page}페이지",
    },
  },
  "zh-CN": {
    emptyMessage: "没有可用的选项",
    emptyFilterMessage: "未找到结果",
    today: "今天",
    clear: "清除",
    aria: {
      close: "关闭",
      previousMonth: "上个月",
      nextMonth: "下个月",
      chooseDate: "选择日期",
      previousPage: "上一页",
      nextPage: "下一页",
      pageLabel: "第 {page} 页",
    },
  },
  "zh-TW": UI_ZH_TW,
  // Hong Kong says "today" its own way; the rest is the Traditional Chinese table.
  "zh-HK": { ...UI_ZH_TW, today: "今日" },
};

const CALENDAR: Readonly<Record<TranslationLocale, CalendarNames>> = {
  "en-GB": {
    monthNames: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    dayNames: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    dayNamesMin: ["S", "M", "T", "W", "T", "F", "S"],
  },
  "en-US": {
    monthNames: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    dayNames: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    dayNamesMin: ["S", "M", "T", "W", "T", "F", "S"],
  },
  "de-DE": {
    monthNames: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    dayNames: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
    dayNamesMin: ["S", "M", "D", "M", "D", "F", "S"],
  },
  "fr-FR": {
    monthNames: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    dayNames: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    dayNamesMin: ["D", "L", "M", "M", "J", "V", "S"],
  },
  "fr-CA": {
    monthNames: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    dayNames: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
    dayNamesMin: ["D", "L", "M", "M", "J", "V", "S"],
  },
  "es-ES": {
    monthNames: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    dayNames: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    dayNamesMin: ["D", "L", "M", "X", "J", "V", "S"],
  },
  "es-MX": {
    monthNames: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    dayNames: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    dayNamesMin: ["D", "L", "M", "M", "J", "V", "S"],
  },
  "es-AR": {
    monthNames: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    dayNames: ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"],
    dayNamesMin: ["D", "L", "M", "M", "J", "V", "S"],
  },
  "pt-PT": {
    monthNames: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    dayNames: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
    dayNamesMin: ["D", "S", "T", "Q", "Q", "S", "S"],
  },
  "pt-BR": {
    monthNames: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    dayNames: ["domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"],
    dayNamesMin: ["D", "S", "T", "Q", "Q", "S", "S"],
  },
  "it-IT": {
    monthNames: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    dayNames: ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"],
    dayNamesMin: ["D", "L", "M", "M", "G", "V", "S"],
  },
  "nl-NL": {
    monthNames: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    dayNames: ["zondag", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag"],
    dayNamesMin: ["Z", "M", "D", "W", "D", "V", "Z"],
  },
  "da-DK": {
    monthNames: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    dayNames: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
    dayNamesMin: ["S", "M", "T", "O", "T", "F", "L"],
  },
  "sv-SE": {
    monthNames: ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
    dayNames: ["söndag", "måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag"],
    dayNamesMin: ["S", "M", "T", "O", "T", "F", "L"],
  },
  "nb-NO": {
    monthNames: ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"],
    dayNames: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
    dayNamesMin: ["S", "M", "T", "O", "T", "F", "L"],
  },
  "fi-FI": {
    monthNames: ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"],
    dayNames: ["sunnuntai", "maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai"],
    dayNamesMin: ["S", "M", "T", "K", "T", "P", "L"],
  },
  "pl-PL": {
    monthNames: ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
    dayNames: ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"],
    dayNamesMin: ["N", "P", "W", "Ś", "C", "P", "S"],
  },
  "cs-CZ": {
    monthNames: ["leden", "únor", "březen", "duben", "květen", "červen", "červenec", "srpen", "září", "říjen", "listopad", "prosinec"],
    dayNames: ["neděle", "pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota"],
    dayNamesMin: ["N", "P", "Ú", "S", "Č", "P", "S"],
  },
  "el-GR": {
    monthNames: ["Ιανουάριος", "Φεβρουάριος", "Μάρτιος", "Απρίλιος", "Μάιος", "Ιούνιος", "Ιούλιος", "Αύγουστος", "Σεπτέμβριος", "Οκτώβριος", "Νοέμβριος", "Δεκέμβριος"],
    dayNames: ["Κυριακή", "Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο"],
    dayNamesMin: ["Κ", "Δ", "Τ", "Τ", "Π", "Π", "Σ"],
  },
  "tr-TR": {
    monthNames: ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"],
    dayNames: ["Pazar", "Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi"],
    dayNamesMin: ["P", "P", "S", "Ç", "P", "C", "C"],
  },
  "ru-RU": {
    monthNames: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
    dayNames: ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"],
    dayNamesMin: ["В", "П", "В", "С", "Ч", "П", "С"],
  },
  "ca-ES": {
    monthNames: ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre", "novembre", "desembre"],
    dayNames: ["diumenge", "dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte"],
    dayNamesMin: ["dg.", "dl.", "dt.", "dc.", "dj.", "dv.", "ds."],
  },
  "id-ID": {
    monthNames: ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober", "November", "Desember"],
    dayNames: ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"],
    dayNamesMin: ["M", "S", "S", "R", "K", "J", "S"],
  },
  "ja-JP": {
    monthNames: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
    dayNames: ["日曜日", "月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日"],
    dayNamesMin: ["日", "月", "火", "水", "木", "金", "土"],
  },
  "ko-KR": {
    monthNames: ["1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"],
    dayNames: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"],
    dayNamesMin: ["일", "월", "화", "수", "목", "금", "토"],
  },
  "zh-CN": {
    monthNames: ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
    dayNames: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
    dayNamesMin: ["日", "一", "二", "三", "四", "五", "六"],
  },
  "zh-TW": {
    monthNames: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
    dayNames: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
    dayNamesMin: ["日", "一", "二", "三", "四", "五", "六"],
  },
  "zh-HK": {
    monthNames: ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
    dayNames: ["星期日", "星期一", "星期二", "星期三", "星期四", "星期五", "星期六"],
    dayNamesMin: ["日", "一", "二", "三", "四", "五", "六"],
  },
};

/** Per-locale design-system options. */
export const LOCALE_OPTIONS: Readonly<Record<TranslationLocale, LocaleOptions>> = Object.freeze(
  Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [
      locale,
      Object.freeze({
        firstDayOfWeek: 0,
        // The spec's only non-day-first pattern is the US one (§5).
        dateFormat: locale === "en-US" ? "mm/dd/yy" : "dd/mm/yy",
        ...UI[locale],
        ...CALENDAR[locale],
      }),
    ]),
  ) as Record<TranslationLocale, LocaleOptions>,
);

function resolveOptionsLocale(locale: string): TranslationLocale {
  if (!isSafeLocaleKey(locale)) throw new Error("Unsafe locale detected");
  const tag = normalizeLocaleTag(locale);
  if (isTranslationLocale(tag)) return tag;
  // Only locales the mapping names explicitly; an unknown tag is an error, not English.
  if (Object.hasOwn(LOCALE_MAPPING, tag)) return LOCALE_MAPPING[tag]!;
  throw new Error(`The ${locale} locale is not found`);
}

/**
 * All options of a translation locale or of a site locale the mapping names.
 * @example localeOptions("de-AT").today // "Heute"
 */
export function localeOptions(locale: string): LocaleOptions {
  return LOCALE_OPTIONS[resolveOptionsLocale(locale)];
}

/**
 * One option of a locale; throws when the option does not exist.
 * @example localeOption("emptyMessage", "en-GB") // "No available options"
 */
export function localeOption<K extends keyof LocaleOptions>(key: K, locale: string): LocaleOptions[K];
export function localeOption(key: string, locale: string): unknown;
export function localeOption(key: string, locale: string): unknown {
  const options = localeOptions(locale);
  if (!Object.hasOwn(options, key)) throw new Error(`The ${key} option is not found in the current locale`);
  return options[key as keyof LocaleOptions];
}

const SAFE_ARIA_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Accessible label of a locale with {param} placeholders filled; unknown params stay as written.
 * @example ariaLabel("pageLabel", "pl-PL", { page: 3 }) // "Strona 3"
 */
export function ariaLabel(
  ariaKey: string,
  locale: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  if (!SAFE_ARIA_KEY.test(ariaKey) || FORBIDDEN_KEYS.has(ariaKey)) throw new Error("Unsafe ariaKey detected");
  const aria = localeOptions(locale).aria;
  if (!Object.hasOwn(aria, ariaKey)) throw new Error(`The aria.${ariaKey} option is not found in the current locale`);
  const template = aria[ariaKey as AriaKey];
  if (!params) return template;
  return template.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
