import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { demoSvg, renderDemoImage, SQUARE, WIDE, type DemoScene } from './images.server'

const SCENES: DemoScene[] = ['hills', 'winter', 'river', 'leaves', 'circles', 'lanterns', 'gathering', 'tea', 'portrait']

describe('demo pictures', () => {
  it('draws the same picture for the same key and a different one for another key', () => {
    for (const scene of SCENES) {
      expect(demoSvg({ key: 'a', scene, alt: '' })).toBe(demoSvg({ key: 'a', scene, alt: '' }))
      expect(demoSvg({ key: 'a', scene, alt: '' })).not.toBe(demoSvg({ key: 'b', scene, alt: '' }))
    }
  })

  it('renders every scene to a PNG of the planned size, in more than one colour', async () => {
    for (const scene of SCENES) {
      const png = await renderDemoImage({ key: `test/${scene}`, scene, alt: '' })
      const { format, width, height } = await sharp(png).metadata()
      const size = scene === 'portrait' ? SQUARE : WIDE
      expect({ scene, format, width, height }).toEqual({ scene, format: 'png', ...size })
      // a blank or failed drawing would be one flat colour
      const stats = await sharp(png).stats()
      expect(stats.channels.some((channel) => channel.stdev > 10), scene).toBe(true)
    }
  })
})
