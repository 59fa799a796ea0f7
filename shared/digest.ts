/** Issue 47's daily digest: the setting's box, as the screens label it and the mail names it (to say where it is turned off). */
export const DIGEST_LABEL = "E-mail me a daily digest";

/** Where the house's staff find the box: the desk's Staff page. A company's members find it on their business profile page. */
export const HOUSE_DIGEST_SETTING_PATH = "/desk/staff";
