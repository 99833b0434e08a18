/** A page's last-updated date as plugins/last-updated puts it in the page data for the theme. */
export interface LastUpdatedDate {
  /** ISO 8601 timestamp, for <time dateTime>. */
  iso: string;
  /** The date in the page's language, e.g. "November 21, 2026" / "21 de novembro de 2026". */
  text: string;
  author?: string;
}
