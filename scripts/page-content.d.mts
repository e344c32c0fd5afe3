export declare function withContent(page: string, content: { html: string; headTags: string }): string;
