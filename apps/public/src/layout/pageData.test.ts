import { describe, expect, it } from 'vitest';
import { pageDataElement, readPageData } from './pageData';

const pageWith = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head><body></body></html>`, 'text/html');

describe('the data a page was rendered with', () => {
  it('reads back from the page as it was written', () => {
    const data = {
      today: '2026-11-26',
      reads: {
        '@"public-quote","k3J9xQ",': {
          ref: 'BC-000042',
          total_amount: '2315.60',
          insured: { full_name: 'Jane Citizen' },
        },
      },
    };
    expect(readPageData(pageWith(pageDataElement(data)))).toEqual(data);
  });

  it("keeps the customer's own text from ending the element and running as script", () => {
    const data = { today: '2026-11-26', reads: { quote: { name: '</script><script>alert(1)</script><!--' } } };
    const element = pageDataElement(data);
    expect(element.match(/<script/g)).toHaveLength(1);
    const page = pageWith(element);
    expect(page.scripts).toHaveLength(1);
    expect(readPageData(page)).toEqual(data);
  });

  it('is none on a page rendered without data, or with data it cannot read', () => {
    expect(readPageData(pageWith(''))).toBeUndefined();
    expect(readPageData(pageWith('<script type="application/json" id="page-data">{not json</script>'))).toBeUndefined();
    expect(
      readPageData(pageWith('<script type="application/json" id="page-data">{"reads":{}}</script>')),
    ).toBeUndefined();
  });
});
