/** subset-font ships no types: the part of its API the font subsetting uses. */
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, number | AxisRange>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}
