// The phone home's banner carousel (spec §2: between the sport strip and the featured matches), of the
// HOMEPAGE_MOBILE banners that the composite home call brings: 3:1 images, inset like the cards around it.
import { css } from '@linaria/core';
import { BANNER_TYPE } from '../../../schema/banner.ts';
import { BannerCarousel } from '../../components/BannerCarousel.tsx';

const inset = css`
  margin: 0 12px 12px;
`;

export function HomeBanners() {
  return <BannerCarousel bannerType={BANNER_TYPE.phone} aspect={3} imageSize={{ width: 720, height: 240 }} className={inset} testId="home-banners" />;
}
