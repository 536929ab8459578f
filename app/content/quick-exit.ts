// Where the quick-exit button leads until staff choose another page in the settings: somewhere
// ordinary-looking that gives nothing away (Edmonton's weather). Kept apart from settings.ts so
// that the button does not pull zod into the browser's bundle.
export const DEFAULT_QUICK_EXIT_URL = 'https://weather.gc.ca/city/pages/ab-50_metric_html'
