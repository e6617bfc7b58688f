/** What every sign-up request must carry: the Terms and Privacy notice agreed to, and 18 or over. */
export const consentGiven = { acceptedTerms: true, confirmedAge: true } as const;
