// The libraries public pages carry inline (InlineLibrary), read from their published builds at
// build time. Their UMD files are not in the packages' exports, hence the paths.
import embla from '../../../node_modules/embla-carousel/embla-carousel.umd.js?raw'
import emblaAutoplay from '../../../node_modules/embla-carousel-autoplay/embla-carousel-autoplay.umd.js?raw'
import type { ScriptLibraries } from './inline-script'

// a closing script tag cannot appear in minified library code that we ship, but make sure
if (/<\/script/i.test(embla + emblaAutoplay)) throw new Error('A library script contains </script>')

export const SCRIPT_LIBRARIES: ScriptLibraries = { embla: `${embla}\n${emblaAutoplay}` }
