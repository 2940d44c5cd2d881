// What the content desk's intents do on the wire (banners, permission content.manage): one call each, never retried,
// answers decoded by the client with the endpoint's declaration. A save sends the fields it changes (`texts` replaces
// the banner's words whole) and then reads the list again, so the store holds the banners in the server's order as
// the players now get them; a creation or a retirement gives back the banner as it now stands.
import { CreateBanner, EditBanner, ListAllBanners, RetireBanner } from '../../schema/endpoints/promotions.ts';
import type { AnswerOf } from '../../schema/endpoint.ts';
import type { BackofficeClient } from './client.ts';
import type { Intent, Outcome } from './events.ts';

export type ContentIntent = Extract<Intent, { type: 'LoadBanners' | 'SaveBanner' | 'CreateBanner' | 'RetireBanner' }>;

export async function runContentIntent(client: BackofficeClient, intent: ContentIntent): Promise<Outcome[]> {
  const list = async (): Promise<Outcome> => ({
    type: 'BannersLoaded',
    rows: ((await client(ListAllBanners)).body as AnswerOf<typeof ListAllBanners, 200>).banners,
  });
  switch (intent.type) {
    case 'LoadBanners':
      return [await list()];
    case 'SaveBanner': {
      const answer = await client(EditBanner, { params: { id: intent.id }, body: intent.change });
      const saved: Outcome = { type: 'BannerSaved', banner: (answer.body as AnswerOf<typeof EditBanner, 200>).banner, created: false };
      try {
        return [saved, await list()];
      } catch {
        // Saved all the same: the save outdates the list, read again when a screen next asks.
        return [saved];
      }
    }
    case 'CreateBanner': {
      const answer = await client(CreateBanner, { body: { banner_type: intent.bannerType, image_url: intent.imageUrl } });
      // A new banner is listed (active) from the start; the creation's answer is a player's view of it.
      const banner = (answer.body as AnswerOf<typeof CreateBanner, 201>).banner;
      return [{ type: 'BannerSaved', banner: { ...banner, active: true }, created: true }];
    }
    case 'RetireBanner': {
      const answer = await client(RetireBanner, { params: { id: intent.id } });
      return [{ type: 'BannerSaved', banner: (answer.body as AnswerOf<typeof RetireBanner, 200>).banner, created: false }];
    }
  }
}
