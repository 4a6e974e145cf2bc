// The TypeScript face of money.mjs (the source; its header states the rule).

/** Integer paise from a rupee amount, rounded half away from zero; missing or unreadable is 0. */
export declare function toPaise(rupees: number | string | null | undefined): number;
/** 'Rs 10,350.00' from 1035000 paise; '-Rs 25.00' from -2500. */
export declare function formatPaise(paise: number): string;
/** The same text from a rupee amount as the API sends it (10350 → 'Rs 10,350.00'); missing is 0. */
export declare function formatMoney(rupees: number | string | null | undefined): string;
