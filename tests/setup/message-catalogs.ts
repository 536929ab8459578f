// Every test file has the four languages' catalogs, as the server has (app/i18n/catalogs.server.ts).
import '~/i18n/catalogs.server'
