/**
 * The browser bar colour (<meta name="theme-color"> and the web manifest): the cream of the sticky
 * header, so the bar and the page meet without a seam. Must equal --color-cream in src/styles.css;
 * builder/images/generate-icons.test.ts checks that.
 */
export const themeColor = '#fbf5ea'
