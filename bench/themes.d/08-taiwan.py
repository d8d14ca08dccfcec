# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Taiwan's Chinese, in traditional characters: its commonest words
# (particles, prepositions, conjunctions and the reporters' verbs), as
# common as English's in WORDS are
TW_WORDS = ("的 的 的 的 的 了 了 在 在 在 是 是 是 和 也 也 就 都 而 及 與 與 對 將 已 有 有 並 於 為 為 這 讓 但 被 從 到 "
            "會 會 還 更 又 要 把 等 其 不 表示 表示 指出 今天 目前 已經 因為 但是 如果 相關 包括 進行 希望 認為 持續 "
            "未來 民眾 政府 這次 之後 以及 因此 不過 同時 另外 其中 所有 部分 可能 需要 一起 非常 重要 他 她 他們 我們").split()
# the characters of the made-up words: the news's, none of them in a
# simplified form
TW_CHARS = "".join(dict.fromkeys(
    "政府經濟社會文化發展計畫問題工作時間地方公司學生教師醫院警察記者表示今年去年臺灣北高雄中南新竹桃園縣市"
    "立法委員院長部總統行議會選舉投票候人黨團疫情防確診病例檢測苗施打天氣颱風震豪雨溫低交通捷運鐵路航空"
    "機場旅客觀光產業企投資股指數營收成跌漲價格電油房貸款銀行金融科技導體晶片動車能源力環境汙染垃圾回收"
    "育大課程考試家長孩子兒童照顧服務活民眾居區里消防火災禍事故調查法檢察官起訴判決律師案件環保農漁業水庫"
    "海岸山林國際美日韓歐盟兩岸陸對話軍艦演習安全預算稅制度改革健保勞工薪資退休年金住宅租屋建設工程都更道"
    "橋樑港口貨櫃物流網路平臺手數位資訊系統智慧城鄉宗教廟宇節慶夜市餐飲美食小吃咖啡茶葉水果稻米蔬菜品牌消費"
    "零售百貨超商商圈購物變遷營運會議協調審查補助申請規劃推動檢討處理機關單位職員議題質詢預估統計報告研究"))
TW_COMMA = ("但", "而", "並", "因此", "不過", "同時", "另外", "以及", "但是", "因為", "如果", "其中")
TW_LATIN = ["AI", "ETF", "APEC", "AIT", "WHO", "GDP", "LINE", "iPhone", "NBA", "MLB", "PM2.5", "IC", "EMBA", "CPTPP", "TSMC"]
TW_UNITS = ["名", "人", "件", "起", "輛", "間", "家", "所", "座", "天", "小時", "公里", "公尺", "公斤", "度", "歲", "戶", "次", "萬人", "億元", "萬元", "元"]
TW_OPENERS = ["此外，", "對此，", "不過，", "另外，", "他說，", "她表示，", "他強調，", "據了解，", "事實上，", "同時，", "然而，", "目前，"]


def lexicon_tw():
    """3,000 made-up Taiwanese words of two or three traditional
    characters, the same on every run, as the Chinese themes' are made."""
    r = random.Random(0)
    out = set()
    while len(out) < 3000:
        out.add("".join(r.choice(TW_CHARS) for _ in range(r.choice([2, 2, 2, 3]))))
    out = sorted(out)
    random.Random(1).shuffle(out)
    return out


LEXICON_TW = lexicon_tw()


def tw_word(r):
    """A common word or a made-up one (the lexicon's first the most
    often, as words go)."""
    if r.random() < 0.33:
        return r.choice(TW_WORDS)
    return LEXICON_TW[int(len(LEXICON_TW) * r.random() ** 2)]


def tw_num(r):
    """A number as Taiwan's news writes it, in Western digits, no space
    around it: "3名", "25%", "新台幣1.5億元", "8成", "2023年", "12日"."""
    x = r.random()
    if x < 0.35:
        return "%d%s" % (r.randint(2, 99), r.choice(TW_UNITS))
    if x < 0.47:
        return "%d.%d%%" % (r.randint(1, 60), r.randint(1, 9)) if r.random() < 0.5 else "%d%%" % r.randint(2, 95)
    if x < 0.6:
        return "新台幣%s%s" % (r.choice(["%d" % r.randint(2, 900), "%d.%d" % (r.randint(1, 99), r.randint(1, 9))]), r.choice(["億元", "萬元", "億元", "元"]))
    if x < 0.7:
        return "%d成" % r.randint(1, 9)
    if x < 0.8:
        return "%d年" % r.randint(2015, 2024)
    if x < 0.9:
        return "%d月%d日" % (r.randint(1, 12), r.randint(1, 28))
    return "{:,}{}".format(r.randint(1000, 99000), r.choice(["人", "件", "元", "戶", "名"]))


def tw_join(r, w, punct=True):
    """Taiwanese words as a text: no space between them; a full-width
    comma "，" between clauses at times (before "但", "因此", "不過" the
    most often), "、" between two of a list, a number in Western digits
    at times, a phrase in 「」 at times, a Latin acronym now and then."""
    w = list(w)
    if punct and len(w) > 5 and r.random() < 0.25:
        w.insert(r.randint(1, len(w) - 2), tw_num(r))
    if punct and len(w) > 6 and r.random() < 0.05:
        w.insert(r.randint(1, len(w) - 2), r.choice(TW_LATIN))
    quote = None
    if punct and len(w) > 6 and r.random() < 0.1:
        a = r.randrange(1, len(w) - 3)
        quote = (a, min(len(w) - 2, a + r.randint(0, 2)))
    s = ""
    for i, x in enumerate(w):
        if punct and 1 < i < len(w) - 1 and s[-1] not in "，、「" and (quote is None or not quote[0] < i <= quote[1]):
            if x in TW_COMMA and r.random() < 0.6 or w[i - 1] not in TW_COMMA and r.random() < 0.08:
                s += "，"
            elif r.random() < 0.02 and x not in TW_WORDS and w[i - 1] not in TW_WORDS:
                s += "、"
        if quote and i == quote[0]:
            s += "「"
        s += x
        if quote and i == quote[1]:
            s += "」"
    return s


def tw_sentence(r, w):
    """A sentence: its clauses, "。" closing it ("？" or "！" a few), a
    connective opening some ("此外，", "對此，", "他說，")."""
    w = list(w)
    while w[0] in ("的", "了", "與", "及", "和", "而", "並", "於", "等", "其"):
        w[0] = LEXICON_TW[int(len(LEXICON_TW) * r.random() ** 2)]
    lead = r.choice(TW_OPENERS) if r.random() < 0.08 else ""
    return lead + tw_join(r, w) + r.choice("。。。。。。。。。？！")


def tw_title(r):
    """A Taiwanese headline: one phrase or two split by a full-width
    space ("　"), no full stop; a phrase in 「」 at times, "快訊／" or
    "影／" opening a few, "！" or "？" closing a few."""
    phrases = []
    for i in range(r.choice([1, 2, 2, 2])):
        w = [tw_word(r) for _ in range(r.randint(2, 5))]
        while w[0] in TW_WORDS:
            w[0] = LEXICON_TW[int(len(LEXICON_TW) * r.random() ** 2)]
        phrases.append(tw_join(r, w, False))
    x = r.random()
    if x < 0.15:
        k = r.randrange(len(phrases))
        phrases[k] = "「%s」" % phrases[k] if len(phrases) > 1 else phrases[k][:2] + "「" + phrases[k][2:] + "」"
    s = "　".join(phrases)
    y = r.random()
    s = ("快訊／" if y < 0.05 else "影／" if y < 0.1 else "獨家／" if y < 0.12 else "") + s
    z = r.random()
    return s + "！" if z < 0.04 else s + "？" if z < 0.08 else s


TW_SURNAMES = ["陳", "陳", "林", "林", "黃", "張", "李", "王", "吳", "劉", "蔡", "楊", "許", "鄭", "謝", "郭", "洪", "邱", "曾", "廖",
               "賴", "徐", "周", "葉", "蘇", "莊", "呂", "江", "何", "蕭", "羅", "高", "潘", "簡", "朱", "鍾", "彭", "游", "詹", "胡",
               "施", "沈", "余", "盧", "梁", "趙", "顏", "柯", "翁", "魏", "孫", "戴"]
TW_GIVEN = "志明淑芬雅婷怡君家豪冠宇宗翰佳穎建宏俊傑美玲惠如文彥欣瑜思妤柏廷承恩育誠佩珊昱辰慧萱哲維凱翔信宏秀琴麗華國振嘉偉品妍"
TW_CITIES = ["台北", "台北", "台北", "新北", "桃園", "台中", "台南", "高雄", "高雄", "基隆", "新竹", "苗栗", "彰化", "南投", "雲林", "嘉義",
             "屏東", "宜蘭", "花蓮", "台東", "澎湖", "金門"]
TW_ABROAD = ["華盛頓", "東京", "紐約", "布魯塞爾", "首爾", "曼谷", "洛杉磯", "倫敦", "巴黎", "柏林", "雪梨", "新加坡"]
TW_ROLES = ["立委", "立委", "市長", "議員", "縣長", "行政院長", "部長", "發言人", "教授", "醫師", "里長", "店家老闆", "執行長", "董事長",
            "局長", "署長", "主委", "檢察官", "副市長", "黨主席"]
TW_SAID = ["表示", "表示", "指出", "強調", "說", "坦言", "認為", "直言", "透露"]
TW_AGENCIES = ["中央社", "美聯社", "法新社", "路透社", "彭博社", "共同社", "韓聯社", "歐新社"]
# (site, host, its sections: (label, path))
TW_SITES = {
    "ltn": ("自由時報", "news.ltn.com.tw",
            [("政治", "politics"), ("政治", "politics"), ("社會", "society"), ("社會", "society"), ("生活", "life"), ("國際", "world"),
             ("地方", "local"), ("財經", "business"), ("健康", "health")]),
    "ltnec": ("自由財經", "ec.ltn.com.tw",
              [("財經政策", "strategy"), ("國際財經", "international"), ("證券產業", "securities"), ("證券產業", "securities"),
               ("房產", "estate"), ("個人理財", "wealth")]),
    "udn": ("聯合新聞網", "udn.com",
            [("要聞/政治", "6638/6656"), ("要聞/政治", "6638/6656"), ("要聞/社會", "6638/7320"), ("社會/社會萬象", "6639/7315"),
             ("地方/北市", "6641/7323"), ("全球/國際焦點", "7225/6809"), ("產經/產業", "6644/7241"), ("生活/生活新聞", "6649/7266")]),
    "cna": ("中央社 CNA", "www.cna.com.tw",
            [("政治", "aipl"), ("政治", "aipl"), ("社會", "asoc"), ("生活", "ahel"), ("國際", "aopl"), ("兩岸", "acn"), ("產經", "afe"),
             ("地方", "aloc"), ("文化", "acul")]),
    "ettoday": ("ETtoday新聞雲", "www.ettoday.net",
                [("政治", "1"), ("政治", "1"), ("社會", "6"), ("社會", "6"), ("生活", "5"), ("國際", "2"), ("財經", "17"), ("地方", "7"),
                 ("大陸", "3")]),
    "storm": ("風傳媒", "www.storm.mg",
              [("政治", "118"), ("政治", "118"), ("國際", "117"), ("兩岸", "121"), ("財經", "23083"), ("風生活", "2"), ("地方", "150")])}
TW_ETT_NOTES = ["★《ETtoday新聞雲》提醒您：喝酒不開車，開車不喝酒。", "★《ETtoday新聞雲》提醒您：吸菸有害健康。",
                "★《ETtoday新聞雲》提醒您：理性投資，注意風險。", "★《ETtoday新聞雲》提醒您：騎乘機車請戴安全帽。"]


def taiwan(r, t, body, cat, cs):
    """A Taiwanese news site's story page of 2020-2024 in Taiwan's
    Chinese (traditional characters, no space between words, full-width
    "，", "。", "、" and 「」, numbers in Western digits, "今（12）日"), as
    the Liberty Times (自由時報, LTN), United Daily News (聯合新聞網,
    udn), the Central News Agency (中央社, CNA), ETtoday新聞雲 or Storm
    Media (風傳媒) writes it, one of them a site; quotes as
    'ROLE NAME表示，「...。」' or '「...」，NAME說。' among the paragraphs.
    LTN's news.ltn.com.tw (or, on some sites, the business channel
    ec.ltn.com.tw): the breadcrumbs "即時 > 政治" (div.breadcrumbs.boxTitle,
    data-desc attributes everywhere), div.whitecon.articlebody's h1, the
    share bar (facebook, twitter, LINE, print, font size), div.text.boxTitle.boxText
    holding the lead photo's div.photo (its a.image-popup-vertical-fit
    and the caption's <p> "...。（記者NAME攝）"), span.time "2023/03/12
    10:32" (in the share bar on the business channel), "首次上稿 08:53"
    and "更新時間 10:12" lines over some updated stories, the <p>s, the
    first opening on "〔記者NAME／台北報導〕" (or "〔即時新聞／綜合報導〕",
    "〔編譯NAME／綜合報導〕"), "請繼續往下閱讀..." (p.before_ir) and an ad's
    div after the first, pictures, bold subheadings, a YouTube iframe at
    times, a "相關新聞" span and its <p>s of one link each closing some,
    the business channel's "一手掌握經濟脈動 點我訂閱自由財經Youtube頻道" line,
    p.appE1121's "不用抽 不用搶 現在用APP看新聞 保證天天中獎 點我下載APP
    按我看活動辦法"; then the keywords, "相關新聞" cards, "Facebook 留言",
    "熱門新聞" and "看更多".  udn's page of 2020-2024 (nav.article-content__breadcrumb,
    h1.article-content__title, section.authors' time "2023-03-12 10:32"
    and span.article-content__author "聯合報／ 記者NAME／台北即時報導",
    the share buttons "LINE 分享"; section.article-content__editor (its
    class's trailing space): figure.article-content__image and its
    figcaption "...。記者NAME／攝影", <p>s with the tagging's bold links
    on names, "（延伸閱讀：TITLE）" lines or endings, div.inline-ads,
    h2s, udn's video iframe; section.keywords, the "延伸閱讀" story-list
    box with excerpts and "看更多", "Facebook 留言", "熱門新聞") or its
    older story page (h1#story_art_title, div.story_bady_info_author,
    div#story_body_content whose <p>s each close on a "<!--N-->"
    comment, figure.photo_center's caption).  CNA's (div.centralContent:
    the breadcrumb, div.h1t's h1 span, div.updatetime "2023/03/12 10:32"
    and "（03/12 11:05 更新）" or "發布時間：..." on the older, the share
    box, div.fullPic's figure and "...。中央社記者NAME攝　112年3月12日",
    the first div.paragraph of <p>s opening on "（中央社記者NAME台北12日電）"
    ("專電" from abroad, "（中央社台北12日綜合外電報導）"), a "延伸閱讀："
    line at times, div.floatImg pictures, div.advertiseBox slots, a
    youtubeBox, the last closing on "（編輯：NAME）1120312" (the date in
    the Republic's years) or "（譯者：NAME/核稿：NAME）1120312", the
    SubscriptionInner and gmailNews boxes in it, "本網站之文字、圖片及影音，
    非經授權，不得轉載、公開播送或公開傳輸及利用。", "相關新聞", "熱門新聞").
    ETtoday's (div.part_breadcrumb, div.subject_article's h1.title,
    time.date "2023年03月12日 10:32", "分享給朋友：", div.story: the bold
    "記者NAME／台北報導" <p> (or "社會中心／綜合報導"), the <p>s,
    pictures in a <p> of their own and their bold caption <p>s "▲...（圖／
    記者NAME攝）" after them or "▼..." before them, div.ad_in_news slots,
    "►" lines and "【延伸閱讀】" with its "►" links, a note "★《ETtoday新聞雲》
    提醒您：..." closing some, an <hr> and the app's line; then "關鍵字：",
    "讀者迴響", "相關新聞", "熱門新聞").  Storm's (div#title_tags_wrapper's
    categories over h1#article_title, div#author_block's span.info_author
    and span#info_time "2023-03-12 10:32", the lead picture and its
    "（資料照，NAME攝）", div#CMS_wrapper's p[aid] paragraphs, h2s, a
    related_copy_content box "延伸閱讀", ad slots, figures, "更多風傳媒報導"
    and its list closing the text; "熱門文章").  JSON-LD's NewsArticle on
    all; no comments printed (Facebook's plugin loads them).  The feed's
    description: CNA's lead (the first paragraph, its dateline kept),
    the others' first 100 to 150 characters.  The truth: the paragraphs
    as the page shows them, LTN's "〔記者NAME／台北報導〕" and CNA's
    "（中央社記者...電）" kept where they open the first paragraph (as
    datelines are), CNA's "（編輯：NAME）1120312" kept where it closes the
    last; the subheadings, the bulleted lines and the quotes; not the
    headline, ETtoday's byline <p>, the dates and "首次上稿" lines,
    captions and credits, "請繼續往下閱讀...", ads, the related lines and
    boxes (their titles counted as leaks), "（延伸閱讀：...）", the app's,
    YouTube's and the newsletter's lines, ETtoday's note, keywords,
    share buttons nor the lists of headlines."""
    rw = random.Random(BLOG[0] + " taiwan site")
    site = ["ltn", "udn", rw.choice(["cna", "cna", "storm"]), rw.choice(["ettoday", "ettoday", "storm"])][DATE_STYLE]
    ec = site == "ltn" and random.Random(BLOG[0] + " taiwan ec").random() < 0.33     # LTN's business channel, ec.ltn.com.tw
    late = random.Random(BLOG[0] + " taiwan late").random() < 0.7     # udn's article-content page (not its story page of 2019-2020), CNA's of 2022-2024
    name, host, secs = TW_SITES["ltnec" if ec else site]
    years = [2020, 2021, 2022, 2023, 2024] if site not in ("udn", "cna") else [2021, 2022, 2023, 2024] if late else [2020, 2021]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(8, 300)) if r.random() < 0.35 else None
    sec, spath = r.choice(secs)
    city = r.choice(TW_CITIES)
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+08:00"
    roc = lambda d: "%d%02d%02d" % (d.year - 1911, d.month, d.day)
    person = lambda: r.choice(TW_SURNAMES) + r.choice(TW_GIVEN) + r.choice(TW_GIVEN)
    lw = lambda: LEXICON_TW[int(1500 * r.random() ** 2)]
    aid = {"ltn": r.randint(3300000, 4550000), "udn": r.randint(4400000, 8300000), "cna": r.randint(10, 420),
           "ettoday": r.randint(1700000, 2650000), "storm": r.randint(2400000, 4990000)}[site]
    if ec:
        aid = r.randint(3100000, 4500000)
    me = ("https://ec.ltn.com.tw/article/breakingnews/%d" % aid if ec else
          "https://%s/news/%s/breakingnews/%d" % (host, spath, aid) if site == "ltn" else
          "https://udn.com/news/story/%s/%d" % (spath.split("/")[1], aid) if site == "udn" else
          "https://www.cna.com.tw/news/%s/%s%04d.aspx" % (spath, pub.strftime("%Y%m%d"), aid) if site == "cna" else
          "https://www.ettoday.net/news/%s/%d.htm" % (pub.strftime("%Y%m%d"), aid) if site == "ettoday" else
          "https://www.storm.mg/article/%d" % aid)

    def fixed(tag, chars, k):
        """k characters of chars, the same on every page of the site."""
        g = random.Random("%s taiwan %s" % (BLOG[0], tag))
        return "".join(g.choice(chars) for _ in range(k))

    def url():
        """Another story's address on the site."""
        s = r.choice(secs)[1]
        d = pub - datetime.timedelta(days=r.randint(0, 20), minutes=r.randint(0, 900))
        if ec:
            return "https://ec.ltn.com.tw/article/breakingnews/%d" % (aid - r.randint(1, 90000))
        if site == "ltn":
            return "https://news.ltn.com.tw/news/%s/%s/%d" % (s, r.choice(["breakingnews", "breakingnews", "paper"]), aid - r.randint(1, 90000))
        if site == "udn":
            return "https://udn.com/news/story/%s/%d" % (s.split("/")[1], aid - r.randint(1, 90000))
        if site == "cna":
            return "https://www.cna.com.tw/news/%s/%s%04d.aspx" % (s, d.strftime("%Y%m%d"), r.randint(1, 420))
        if site == "ettoday":
            return "https://www.ettoday.net/news/%s/%d.htm" % (d.strftime("%Y%m%d"), aid - r.randint(1, 90000))
        return "https://www.storm.mg/article/%d" % (aid - r.randint(1, 90000))

    def img(k=1, other=False):
        d = pub - datetime.timedelta(days=r.randint(0, 9)) if other else pub
        if site == "ltn":
            return "https://img.ltn.com.tw/Upload/%s/600/%d/%02d/%02d/%s.jpg" % ("business" if ec else "news", d.year, d.month, d.day,
                                                                              "%d_%d_1" % (aid - r.randint(1, 90000) if other else aid, k) if r.random() < 0.7 else
                                                                              "php" + "".join(r.choice(alnum) for _ in range(6)))
        if site == "udn":
            return ("https://pgw.udn.com.tw/gw/photo.php?u=https://uc.udn.com.tw/photo/%d/%02d/%02d/realtime/%d.jpg&amp;x=0&amp;y=0&amp;sw=0&amp;sh=0&amp;sl=W&amp;fw=800&amp;exp=3600"
                    % (d.year, d.month, d.day, r.randint(10000000, 29999999)))
        if site == "cna":
            return "https://%s/www/WebPhotos/1024/%s/%s_%012d.jpg" % ("imgcdn.cna.com.tw" if late else "img1.cna.com.tw", d.strftime("%Y%m%d"),
                                                                     r.choice(["1200x800", "800x600", "1024x683"]), r.randint(10 ** 10, 10 ** 12 - 1))
        if site == "ettoday":
            n = aid * 3 + r.randint(0, 40)
            return "//cdn2.ettoday.net/images/%d/d%d.jpg" % (n // 1000, n)
        return ("https://image.cache.storm.mg/styles/smg-800x533-fp/s3/media/image/%d/%02d/%02d/%s-%s_U%d_M%d_%s.jpg"
                % (d.year, d.month, d.day, d.strftime("%Y%m%d"), "%02d%02d%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                   r.randint(1000, 99999), r.randint(100000, 999999), "".join(r.choice("0123456789abcdef") for _ in range(4))))

    def credit():
        """A picture's credit, as the site writes it."""
        x = r.random()
        who = person()
        if site == "ltn":
            return ("（記者%s攝）" % who if x < 0.45 else "（資料照）" if x < 0.6 else "（翻攝自臉書）" if x < 0.7 else
                    "（取自%s臉書）" % who if x < 0.78 else "（%s）" % r.choice(TW_AGENCIES[1:]) if x < 0.9 else "（%s提供）" % lw())
        if site == "udn":
            return ("記者%s／攝影" % who if x < 0.45 else "圖／聯合報系資料照" if x < 0.6 else "圖／取自臉書" if x < 0.7 else
                    "圖／%s" % r.choice(TW_AGENCIES) if x < 0.85 else "圖／%s提供" % lw())
        if site == "cna":
            dd = "%d年%d月%d日" % (pub.year - 1911, pub.month, pub.day)
            return ("中央社記者%s攝　%s" % (who, dd) if x < 0.55 else "（%s提供）中央社記者%s傳真　%s" % (lw(), who, dd) if x < 0.75 else
                    "（圖取自%s臉書）" % who if x < 0.85 else "（%s）" % r.choice(TW_AGENCIES[1:]))
        if site == "ettoday":
            return ("（圖／記者%s攝）" % who if x < 0.45 else "（圖／翻攝自%s臉書）" % who if x < 0.6 else "（圖／%s）" % r.choice(["CFP", "達志影像／美聯社", "路透", "記者" + who + "翻攝"]) if x < 0.8 else
                    "（示意圖／取自免費圖庫pixabay）" if x < 0.9 else "（圖／%s提供）" % lw())
        return ("（資料照，%s攝）" % who if x < 0.5 else "（取自%s臉書）" % who if x < 0.65 else "（%s）" % r.choice(["美聯社", "湯森路透", "翻攝YouTube"]) if x < 0.85 else
                "（%s提供）" % lw())

    def caption():
        c = sentence(r, 5, 14) + credit()
        EXTRAS.append(c)
        return c

    # the story: the reporter's line, "今（12）日", the quotes, CNA's editor;
    # the agency's and ETtoday's paragraphs short, one to three sentences
    paras = []
    for p in body:
        ss = cjk_sents(p)
        while site in ("cna", "ettoday") and len(ss) > 3:
            k = r.randint(1, 3)
            paras.append("".join(ss[:k]))
            ss = ss[k:]
        paras.append("".join(ss))
    said = {}
    for k in range(1, len(paras)):
        if r.random() < 0.22:
            key = r.randrange(2)
            if key not in said:
                said[key] = (r.choice(TW_ROLES), person())
            role, who = said[key]
            full = role + who if not said.get(("named", key)) else who
            said[("named", key)] = True
            p = paras[k]
            q = p.replace("「", "『").replace("」", "』")    # a quote within the quote
            x = r.random()
            if x < 0.5:
                paras[k] = "%s%s，「%s」" % (full, r.choice(TW_SAID), q)
            elif x < 0.8 and p[-1] == "\u3002":
                paras[k] = "「%s」，%s%s。" % (q[:-1], full, r.choice(["說", "說", "表示", "強調"]))
            else:
                paras[k] = "%s也%s，%s" % (full, r.choice(TW_SAID), p)
    today = "今天" if site == "cna" else "今（%d）日" % pub.day
    if r.random() < 0.45:
        paras[0] = r.choice(TW_ROLES) + person() + today + r.choice(["表示，", "指出，", "召開記者會，", "出席活動時", "受訪時說，", ""]) + paras[0]
    elif r.random() < 0.3:
        paras[0] = today + r.choice(["上午", "下午", "晚間", "", ""]) + paras[0]
    byline = None
    world = "國際" in sec
    if site == "ltn":
        x = r.random()
        who = person() + ("、" + person() if r.random() < 0.15 else "")
        if world:
            x = 0.7 if x < 0.5 else 0.85
        paras[0] = ("〔記者%s／%s報導〕" % (who, city) if x < 0.65 or sec == "地方" else "〔即時新聞／綜合報導〕" if x < 0.82 else
                    "〔編譯%s／綜合報導〕" % person() if x < 0.92 else "〔記者%s／綜合報導〕" % who) + paras[0]
    elif site == "cna":
        x = r.random()
        if world or x < 0.12:
            if r.random() < 0.5:
                paras[0] = "（中央社記者%s%s%d日專電）" % (person(), r.choice(TW_ABROAD), pub.day) + paras[0]
                paras[-1] += "（編輯：%s）%s" % (person(), roc(pub))
            else:
                paras[0] = "（中央社%s%d日綜合外電報導）" % (r.choice(["台北", "華盛頓", "東京"]), pub.day) + paras[0]
                paras[-1] += "（譯者：%s/核稿：%s）%s" % (person(), person(), roc(pub))
        else:
            who = person() + ("、" + person() if r.random() < 0.2 else "")
            paras[0] = "（中央社記者%s%s%d日電）" % (who, city, pub.day) + paras[0]
            paras[-1] += "（編輯：%s）%s" % (person(), roc(pub))
    elif site == "ettoday":
        x = r.random()
        if world:
            x = 0.75
        byline = ("記者%s／%s報導" % (person(), city) if x < 0.7 else "%s／綜合報導" % ("國際中心" if world else r.choice(["社會中心", "生活中心", "政治中心", "財經中心"])) if x < 0.88 else
                  "實習記者%s、記者%s／%s報導" % (person(), person(), city) if x < 0.95 else "網搜小組／%s報導" % person())
    # what sits among the paragraphs: pictures, ads, related lines, subheadings, bulleted lines, a video
    n = len(paras)
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 5 and site in ("ltn", "udn", "ettoday", "storm") and r.random() < 0.3 else set()
    pics = set(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2])))) if n >= 3 and r.random() < 0.5 else set()
    rel_at = set(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2])))) if n >= 3 and r.random() < {"ltn": 0.0, "udn": 0.35, "cna": 0.2, "ettoday": 0.45, "storm": 0.4}[site] else set()
    ads = set(range(r.choice([1, 2]), n - 1, r.choice([3, 4] if site in ("udn", "cna") else [4, 5]))) if n >= 3 and site != "ltn" else set()
    bullets_at = r.randrange(0, n) if site in ("ettoday", "udn", "storm") and r.random() < 0.1 else -1
    video_at = r.randrange(0, n) if r.random() < 0.12 else -1
    blocks, story = [], []
    for i, p in enumerate(paras):
        if i in heads:
            h = tw_join(r, [tw_word(r) for _ in range(r.randint(2, 6))], False)
            blocks.append(("h", h))
            story.append(h)
        blocks.append(("p", p))
        story.append(p)
        if i == 0 and site == "ltn":
            blocks.append(("ir",))
        if i == bullets_at:
            mark = r.choice(["●", "●", "◎", "%d."])
            items = [(mark % (j + 1) if "%" in mark else mark) + tw_join(r, [tw_word(r) for _ in range(r.randint(4, 10))]) for j in range(r.randint(3, 5))]
            blocks.append(("lines", items))
            story += items
        if i == video_at:
            blocks.append(("video",))
        if i in pics:
            blocks.append(("pic",))
        if i in ads:
            blocks.append(("ad", i))
        if i in rel_at:
            blocks.append(("rel",))
    STORY[:] = story
    names = {w for v in said.values() if isinstance(v, tuple) for w in v[1:]}

    # the feed's description: CNA's lead, the others' first characters
    if site == "cna":
        DESC.append(story[0])
    else:
        cut = r.randint(100, 150)
        d0 = story[0] if len(story[0]) <= cut else story[0][:cut] + ("..." if site in ("ettoday", "udn") else "")
        DESC.append(d0)

    # the parts among the paragraphs
    def rel_heads(k):
        hs = [title(r) for _ in range(k)]
        EXTRAS.extend(hs)
        return hs

    def gpt(i):
        return "div-gpt-ad-%s-%d" % (fixed("gpt", "0123456789", 13), i)

    def pic():
        c = caption()
        u = img(r.randint(2, 6))
        if site == "ltn":
            return ('<div class="photo boxTitle" data-desc="圖片"><a class="image-popup-vertical-fit" href="%s" title="%s" data-desc="點圖放大">'
                    '<img class="lazy_imgs_ltn" src="https://img.ltn.com.tw/assets/images/lazy.gif" data-src="%s" alt="%s" title="%s" /></a><p>%s</p></div>') % (
                u, esc(c), u, esc(c), esc(c), esc(c))
        if site == "udn":
            if not late:
                return '<figure class="photo_center photo-story"><a href="%s" class="photo-story__link"><img src="%s" alt="%s" title="%s" /></a><figcaption>%s</figcaption></figure>' % (
                    u, u, esc(c), esc(c), esc(c))
            return ('<figure class="article-content__image"><a href="%s" title="%s" class="article-content__image-link"><picture><source srcset="%s&amp;fmt=webp" type="image/webp" />'
                    '<img src="%s" alt="%s" title="%s" loading="lazy" /></picture></a><figcaption class="article-content__image-caption">%s</figcaption></figure>') % (
                u, esc(c), u, u, esc(c), esc(c), esc(c))
        if site == "cna":
            return ('<div class="floatImg center"><figure><picture><img class="lazy" data-src="%s" src="https://www.cna.com.tw/img/plane.gif" alt="%s" /></picture>'
                    '<figcaption><div class="picinfo">%s</div></figcaption></figure></div>') % (u, esc(c), esc(c))
        if site == "ettoday":
            img_p = '<p><img src="%s" alt="%s" width="600" height="%d" /></p>' % (u, esc(c), r.choice([400, 338, 450]))
            if r.random() < 0.75:
                return img_p + "\n<p><strong>▲%s</strong></p>" % esc(c)
            return "<p><strong>▼%s</strong></p>\n" % esc(c) + img_p
        return '<figure class="image"><img class="lazyload" data-src="%s" alt="%s" /><figcaption>%s</figcaption></figure>' % (u, esc(c), esc(c))

    def ad(i):
        if site == "udn":
            return '<div class="inline-ads"><div id="ad_inread_%d" class="ad-inread" data-ad-slot="/6840/udn/news/inread_%d"></div></div>' % (i, i)
        if site == "cna":
            return '<div class="advertiseBox"><div class="adBox" id="%s" style="min-height:250px"></div></div>' % gpt(i)
        if site == "ettoday":
            return '<div class="ad_in_news"><div id="ad_in_news_%d" class="ad_in_news_box"></div><script>googletag.cmd.push(function(){googletag.display("%s");});</script></div>' % (i, gpt(i))
        return '<div class="inner_ad"><div id="%s" class="ad_block" data-ad-position="inarticle_%d"></div></div>' % (gpt(i), i)

    def rel():
        if site == "udn":
            h = rel_heads(1)[0]
            return '<p>（延伸閱讀：<a href="%s" target="_blank" rel="noopener">%s</a>）</p>' % (url(), esc(h))
        if site == "cna":
            h = rel_heads(1)[0]
            EXTRAS.append("延伸閱讀：")
            return '<p>延伸閱讀：<a href="%s" target="_blank">%s</a></p>' % (url(), esc(h))
        if site == "ettoday":
            if r.random() < 0.55:
                return "".join('<p>►<a href="%s" target="_blank">%s</a></p>' % (url(), esc(h)) for h in rel_heads(r.choice([1, 1, 2])))
            EXTRAS.append("【延伸閱讀】")
            return "<p><strong>【延伸閱讀】</strong></p>" + "".join('<p>►&nbsp;<a href="%s" target="_blank">%s</a></p>' % (url(), esc(h)) for h in rel_heads(r.randint(2, 3)))
        hs = rel_heads(r.choice([1, 2, 3]))
        EXTRAS.append("延伸閱讀：")
        return '<div class="related_copy_content"><p class="related_title">延伸閱讀：</p>%s</div>' % "".join(
            '<a class="related_link" href="%s" target="_blank"><span class="related_title_text">%s</span></a>' % (url(), esc(h)) for h in hs)

    def video():
        v = "".join(r.choice(alnum + "-_") for _ in range(11))
        yt = '<iframe width="560" height="315" src="https://www.youtube.com/embed/%s" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>' % v
        if site == "udn":
            return '<div class="video-container"><iframe src="https://video.udn.com/embed/news/%d" frameborder="0" allowfullscreen></iframe></div>' % r.randint(100000, 1400000)
        if site == "cna":
            t_ = sentence(r, 4, 9)
            EXTRAS.append(t_)
            return '<div class="youtubeBox"><iframe data-src="https://www.youtube.com/embed/%s" frameborder="0" allowfullscreen></iframe><div class="picinfo">%s</div></div>' % (v, esc(t_))
        if site == "ettoday":
            return '<p>%s</p>' % yt if r.random() < 0.6 else '<div class="fb-video" data-href="https://www.facebook.com/ETtoday/videos/%d/" data-show-text="false"></div>' % r.randint(10 ** 14, 10 ** 15)
        if site == "ltn":
            return '<p>%s</p>' % yt
        return '<p aid="%d">%s</p>' % (r.randint(1, 30), yt)

    lead_pic = r.random() < (0.85 if site != "storm" else 0.95)
    lead_c = caption() if lead_pic else ""
    lead_u = img(1) if lead_pic else ""
    out = []
    aidn = [0]

    def P(s, raw=False):
        x = s if raw else esc(s)
        if site == "udn":
            for nm in names:
                if nm in x and r.random() < 0.6:
                    x = x.replace(nm, "<a href='/search/tagging/2/%s' class='tag'><strong>%s</strong></a>" % (nm, nm), 1)
        if site == "storm":
            aidn[0] += 1
            return '<p aid="%d">%s</p>' % (aidn[0] - 1, x)
        return "<p>%s</p>" % x

    if site == "ettoday" and byline:
        out.append("<p><strong>%s</strong></p>" % esc(byline))
    if site == "ettoday" and lead_pic:
        out.append('<p><img src="%s" alt="%s" width="600" height="400" /></p>\n<p><strong>▲%s</strong></p>' % (lead_u, esc(lead_c), esc(lead_c)))
    if site == "ltn" and upd and r.random() < 0.5:
        out.append("<p>首次上稿 %02d:%02d</p><p>更新時間 %02d:%02d</p>" % (pub.hour, pub.minute, upd.hour, upd.minute))
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append(P(b[1]))
        elif k == "h":
            if site in ("udn", "storm") and r.random() < 0.7:
                out.append('<h2%s>%s</h2>' % (' aid="%d"' % aidn[0] if site == "storm" else "", esc(b[1])))
                aidn[0] += site == "storm"
            else:
                out.append(P("<strong>%s</strong>" % esc(b[1]), True))
        elif k == "lines":
            out += [P(x) for x in b[1]]
        elif k == "ir":
            EXTRAS.append("請繼續往下閱讀...")
            out.append('<p class="before_ir" style="text-align: center;">請繼續往下閱讀...</p><div id="ad-IR1" class="ad_in_text" data-desc="廣告"><div id="%s"></div></div><p class="after_ir"></p>' % gpt(1))
        elif k == "video":
            out.append(video())
        elif k == "pic":
            out.append(pic())
        elif k == "ad":
            out.append(ad(b[1]))
        elif k == "rel":
            x = rel()
            if site == "udn" and r.random() < 0.3 and out and out[-1].endswith("</p>") and out[-1].startswith("<p>"):
                out[-1] = out[-1][:-4] + x[3:-4] + "</p>"    # the line closing the paragraph before it
            else:
                out.append(x)
    # what closes the story's box
    if site == "ltn" and r.random() < 0.3:
        hs = rel_heads(r.randint(2, 3))
        EXTRAS.append("相關新聞")
        out.append('<div class="related boxTitle" data-desc="相關新聞"><span>相關新聞</span></div>' + "".join(
            '<p><a href="%s" class="ga_event" data-desc="相關新聞" target="_blank">%s</a></p>' % (url(), esc(h)) for h in hs))
    if ec:
        EXTRAS.append("點我訂閱自由財經Youtube頻道")
        out.append('<p>一手掌握經濟脈動<br /><a href="https://www.youtube.com/channel/UC%s?sub_confirmation=1" target="_blank" rel="noopener">點我訂閱自由財經Youtube頻道</a></p>' % fixed("yt", alnum, 22))
    if site == "ltn":
        EXTRAS.append("不用抽 不用搶 現在用APP看新聞 保證天天中獎")
        out.append('<p class="appE1121">不用抽 不用搶 現在用APP看新聞 保證天天中獎　<a title="點我下載APP" href="https://service.ltn.com.tw/app" target="_blank" class="ga_event" data-desc="APP載點">點我下載APP</a>'
                   '　<a title="按我看活動辦法" href="https://drawpage.ltn.com.tw/slot_v9/" target="_blank" class="ga_event" data-desc="活動辦法">按我看活動辦法</a></p>')
    if site == "ettoday":
        if r.random() < 0.15:
            note = r.choice(TW_ETT_NOTES)
            EXTRAS.append(note)
            out.append("<p>%s</p>" % esc(note))
        if r.random() < 0.4:
            promo = r.choice(["►下載ETtoday新聞雲APP　第一手新聞不漏接", "►加入ETtoday新聞雲LINE好友　掌握最新消息"])
            EXTRAS.append(promo)
            out.append('<hr /><p><a href="https://www.ettoday.net/events/app/" target="_blank"><strong>%s</strong></a></p>' % esc(promo))
    if site == "storm" and r.random() < 0.6:
        hs = rel_heads(r.randint(2, 4))
        EXTRAS.append("更多風傳媒報導")
        out.append(P("<strong>更多風傳媒報導</strong>", True) + "<ul>%s</ul>" % "".join('<li><a href="%s" target="_blank">%s</a></li>' % (url(), esc(h)) for h in hs))
    if site == "cna":
        sub = r.choice(["一手掌握最新消息　訂閱中央社電子報", "訂閱中央社YouTube頻道　看更多影音新聞"])
        EXTRAS.append(sub)
        out.append('<div class="SubscriptionInner"><div class="SubscriptionBox"><a href="https://www.cna.com.tw/newsletter" target="_blank">%s</a></div></div>' % sub)
        if late:
            EXTRAS.append("在Google News上追蹤中央社")
            out.append('<div class="gmailNews"><a href="https://news.google.com/publications/CAAqBwgKMPe%s" target="_blank"><img src="https://www.cna.com.tw/img/googlenews.png" alt="" />在Google News上追蹤中央社</a></div>' % fixed("gn", alnum, 8))
    if site == "udn" and not late:
        pn = [0]

        def mark(x):
            pn[0] += 1
            return x + "<!--%d-->" % pn[0]
        out = [mark(x) if x.startswith("<p>") else x for x in out]
    textbox = "\n".join(out)

    # the chrome around the story
    related = rel_heads(r.choice([4, 5, 6]))
    hot = rel_heads(r.choice([5, 8, 10]))
    tags = list(dict.fromkeys(lw() for _ in range(r.randint(2, 6))))
    when_day = lambda d: d.strftime("%Y/%m/%d %H:%M")
    ago = lambda: pub - datetime.timedelta(minutes=r.randint(5, 60 * 48))
    logo = {"ltn": "https://cache.ltn.com.tw/images/rwd_ltnlogo.png", "udn": "https://p.udn.com.tw/upf/static/common/udn-fb-logo.png",
            "cna": "https://www.cna.com.tw/img/cna_logo_600x600.png", "ettoday": "https://static.ettoday.net/style/ettoday2017/images/logo_ettoday_v4.png",
            "storm": "https://image.cache.storm.mg/logo/storm_logo_1200.png"}[site]
    if site == "udn":
        paper = r.choice(["聯合報", "聯合報", "聯合報", "經濟日報", "聯合新聞網"])
        reporter = person()
        where = "綜合外電" if world else "%s即時報導" % city if r.random() < 0.8 else "綜合報導"
        kind = "編譯" if world else "記者"
        author_name = "%s %s%s／%s" % (paper, kind, reporter, where) if paper != "聯合新聞網" else "聯合新聞網 綜合報導"
    elif site == "storm":
        reporter = r.choice([person(), person(), "風傳媒", "風傳媒綜合報導"])
        author_name = reporter
    else:
        reporter, author_name = None, name
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": me}, "headline": t,
          "description": DESC[0], "datePublished": iso(pub), "dateModified": iso(upd or pub), "image": {"@type": "ImageObject", "url": lead_u or logo},
          "author": {"@type": "Person" if site in ("udn", "storm") and reporter and "風傳媒" not in reporter else "Organization", "name": author_name},
          "publisher": {"@type": "Organization", "name": name, "logo": {"@type": "ImageObject", "url": logo}}, "articleSection": sec.split("/")[-1],
          "keywords": ",".join(tags)}
    ldj = '<script type="application/ld+json">%s</script>' % json.dumps([ld] if site == "udn" else ld, ensure_ascii=False).replace("</", "<\\/")
    fbc = '<div class="fb-comments" data-href="%s" data-numposts="5" data-width="100%%" data-order-by="reverse_time"></div>' % me

    if site == "ltn":
        top = ("https://ec.ltn.com.tw", "list/" + spath, "財經") if ec else ("https://news.ltn.com.tw", "list/breakingnews/" + spath, "即時")
        share = ('<div class="function boxTitle" data-desc="分享列">%s<a class="sharefb" data-desc="facebook" title="facebook" href="https://www.facebook.com/sharer/sharer.php?u=%s"></a>'
                 '<a class="shareline" data-desc="line" title="LINE 分享" href="https://social-plugins.line.me/lineit/share?url=%s"></a>'
                 '<a class="sharetwitter" data-desc="twitter" title="twitter" href="https://twitter.com/intent/tweet?url=%s"></a>'
                 '<a class="print" title="列印" data-desc="列印" href="javascript:window.print();"></a><a class="fontsize" title="字體縮放" data-desc="字體縮放"></a></div>') % (
            '<span class="time">%s</span>' % when_day(pub) if ec else "", me, me, me)
        photo = ('<div class="photo boxTitle" data-desc="圖片"><a class="image-popup-vertical-fit" href="%s" title="%s" data-desc="點圖放大">'
                 '<img class="lazy_imgs_ltn" src="%s" alt="%s" title="%s" /></a><p>%s</p></div>') % (lead_u, esc(lead_c), lead_u, esc(lead_c), esc(lead_c), esc(lead_c)) if lead_pic else ""
        return ldj + ('<div class="content"><div class="breadcrumbs boxTitle" data-desc="麵包屑"><a href="%s/" data-desc="首頁">首頁</a><i class="icon"></i>'
                '<a href="%s/list/breakingnews" data-desc="%s">%s</a><i class="icon"></i><a href="%s/%s" data-desc="%s">%s</a></div>'
                '<div class="whitecon articlebody boxTitle" data-desc="內容頁" itemprop="articleBody"><h1>%s</h1>%s'
                '<div class="text boxTitle boxText" data-desc="內文">%s%s\n%s</div>'
                '<div class="keyword boxTitle" data-desc="關鍵字"><span>關鍵字：</span>%s</div></div>'
                '<div class="whitecon boxTitle" data-desc="相關新聞"><div class="related_news"><p class="title">相關新聞</p><ul class="list">%s</ul></div></div>'
                '<div class="whitecon boxTitle" data-desc="Facebook留言"><p class="title">Facebook 留言</p>%s</div></div>'
                '<div class="content_right"><div class="whitecon boxTitle" data-desc="熱門新聞"><p class="title">熱門新聞</p><ul class="list hot">%s</ul>'
                '<a class="more" href="%s/list/breakingnews/popular" data-desc="看更多">看更多</a></div></div>') % (
            top[0], top[0], top[2], top[2], top[0], top[1], esc(sec), esc(sec), esc(t), share, photo,
            "" if ec else '<span class="time"> %s</span>' % when_day(pub), textbox,
            "".join('<a href="%s/search?keyword=%s" data-desc="關鍵字">%s</a>' % (top[0], esc(x), esc(x)) for x in tags),
            "".join('<li><a href="%s" class="tit ga_event" data-desc="相關新聞"><div class="ph"><img src="%s" alt="" /></div><p>%s</p></a></li>' % (url(), img(1, True), esc(h)) for h in related),
            fbc, "".join('<li><span class="num">%d</span><a href="%s" data-desc="熱門新聞">%s</a></li>' % (j + 1, url(), esc(h)) for j, h in enumerate(hot)), top[0])

    if site == "udn":
        top, sub = sec.split("/")
        c1, c2 = spath.split("/")
        rpath = "https://udn.com/news/reporter/%s" % fixed("reporter " + reporter, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 6)
        blurbs = [sentence(r, 10, 20) for _ in related] if late else []
        EXTRAS.extend(blurbs)
        story_list = "".join(('<div class="story-list__news"><div class="story-list__image"><a href="%s" aria-label="%s"><picture><img src="%s" alt="%s" loading="lazy" /></picture></a></div>'
                              '<div class="story-list__text"><h3><a href="%s" aria-label="%s">%s</a></h3><p>%s</p></div><time class="story-list__time">%s</time></div>') % (
            u, esc(h), img(1, True), esc(h), u, esc(h), esc(h), esc(x), ago().strftime("%Y-%m-%d %H:%M")) for h, x, u in zip(related, blurbs, [url() for _ in related]))
        hot_html = "".join('<div class="story-list__news"><div class="story-list__text"><span class="story-list__rank">%d</span><h3><a href="%s" aria-label="%s">%s</a></h3></div></div>' % (
            j + 1, url(), esc(h), esc(h)) for j, h in enumerate(hot))
        if not late:
            return ldj + ('<div id="container"><div id="nav"><a href="https://udn.com/news/index">首頁</a> &gt; <a href="https://udn.com/news/cate/2/%s">%s</a> &gt; <a href="https://udn.com/news/cate/2/%s/%s">%s</a></div>'
                    '<div id="story" class="area"><div id="story_body"><h1 id="story_art_title" class="story_art_title">%s</h1>'
                    '<div class="shareBar"><a class="shareBar__fb" href="https://www.facebook.com/sharer/sharer.php?u=%s">facebook</a><a class="shareBar__line" href="https://social-plugins.line.me/lineit/share?url=%s" title="LINE 分享">LINE 分享</a></div>'
                    '<div id="story_bady_info"><div class="story_bady_info_author"><span>%s</span>%s</div></div>'
                    '<div id="story_body_content">%s\n%s</div>'
                    '<div id="story_tags"><span>關鍵字：</span>%s</div></div>'
                    '<div id="story_also"><dl><dt>延伸閱讀</dt>%s</dl><a class="btn-more" href="https://udn.com/news/breaknews/1">看更多</a></div>'
                    '<div id="story_fb"><h3>Facebook 留言</h3>%s</div></div>'
                    '<div id="story_side"><div class="sidebar_box"><h3>熱門新聞</h3><ol>%s</ol></div></div></div>') % (
                c1, esc(top), c1, c2, esc(sub), esc(t), me, me, pub.strftime("%Y-%m-%d %H:%M"),
                '<a href="%s">%s</a>' % (rpath, esc(author_name)) if paper != "聯合新聞網" else esc(author_name),
                '<figure class="photo_center photo-story"><a href="%s"><img src="%s" alt="%s" title="%s" /></a><figcaption>%s</figcaption></figure>' % (
                    lead_u, lead_u, esc(lead_c), esc(lead_c), esc(lead_c)) if lead_pic else "",
                textbox, "".join('<a href="https://udn.com/search/tagging/2/%s">%s</a>' % (esc(x), esc(x)) for x in tags),
                "".join('<dd><a href="%s">%s</a></dd>' % (url(), esc(h)) for h in related), fbc,
                "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in hot))
        auth = ('%s／ %s<a href="%s">%s</a>／%s' % (paper, kind, rpath, reporter, where) if paper != "聯合新聞網" else "聯合新聞網／ 綜合報導")
        return ldj + ('<main class="main"><div class="wrapper"><section class="wrapper-left"><section class="article-content__wrapper">'
                '<nav class="article-content__breadcrumb"><a class="breadcrumb-items" href="https://udn.com/news/index">首頁</a>'
                '<a class="breadcrumb-items" href="https://udn.com/news/cate/2/%s">%s</a><a class="breadcrumb-items" href="https://udn.com/news/cate/2/%s/%s">%s</a></nav>'
                '<article class="article-content"><h1 class="article-content__title">%s</h1>'
                '<div class="article-content__info"><section class="authors"><time class="article-content__time">%s</time>'
                '<span class="article-content__author">%s</span></section>'
                '<div class="article-content__share"><a class="article-content__share-btn article-content__share-btn--fb" href="https://www.facebook.com/sharer/sharer.php?u=%s" title="Facebook 分享"></a>'
                '<a class="article-content__share-btn article-content__share-btn--line" href="https://social-plugins.line.me/lineit/share?url=%s" title="LINE 分享"></a>'
                '<button class="article-content__share-btn article-content__share-btn--copy" type="button" title="複製連結"></button></div></div>'
                '<div class="article-content__paragraph"><section class="article-content__editor ">%s\n%s</section></div>'
                '<section class="keywords"><span>關鍵字：</span>%s</section></article>'
                '<section class="more-news context-box"><div class="context-box__header"><h3 class="context-box__title">延伸閱讀</h3></div>'
                '<div class="context-box__content story-list__holder story-list__holder--full">%s</div><a class="btn-more btn-ripple" href="https://udn.com/news/breaknews/1">看更多</a></section>'
                '<section class="article-comment context-box"><div class="context-box__header"><h3 class="context-box__title">Facebook 留言</h3></div>%s</section></section></section>'
                '<aside class="wrapper-right"><section class="context-box"><div class="context-box__header"><h3 class="context-box__title">熱門新聞</h3></div>'
                '<div class="context-box__content story-list__holder story-list__holder--side">%s</div><a class="btn-more" href="https://udn.com/rank/pv/2">看更多</a></section></aside></div></main>') % (
            c1, esc(top), c1, c2, esc(sub), esc(t), pub.strftime("%Y-%m-%d %H:%M"), auth, me, me,
            ('<figure class="article-content__image"><a href="%s" title="%s"><picture><img src="%s" alt="%s" title="%s" /></picture></a>'
             '<figcaption class="article-content__image-caption">%s</figcaption></figure>' % (lead_u, esc(lead_c), lead_u, esc(lead_c), esc(lead_c), esc(lead_c))) if lead_pic else "",
            textbox, "".join('<a href="https://udn.com/search/tagging/2/%s">%s</a>' % (esc(x), esc(x)) for x in tags), story_list, fbc, hot_html)

    if site == "cna":
        stamp = ('<span>%s</span>%s' % (when_day(pub), '<span class="update">（%s 更新）</span>' % upd.strftime("%m/%d %H:%M") if upd else "") if late else
                 "發布時間：%s" % when_day(pub) + ("　更新時間：%s" % when_day(upd) if upd else ""))
        return ldj + ('<div class="centralContent"><div class="breadcrumb"><a href="https://www.cna.com.tw/">首頁</a><a class="blue" href="https://www.cna.com.tw/list/%s.aspx">%s</a></div>'
                '<article class="article" data-origin-type-name="新聞" data-id="%s%04d"><div class="h1t"><h1><span>%s</span></h1><div class="updatetime">%s</div></div>'
                '<div class="shareBar"><a class="fb" href="https://www.facebook.com/sharer/sharer.php?u=%s" title="分享到Facebook"></a>'
                '<a class="line" href="https://social-plugins.line.me/lineit/share?url=%s" title="LINE 分享"></a><a class="copy" href="javascript:;" title="複製連結"></a></div>'
                '%s<div class="paragraph">%s</div>'
                '<div class="paragraph appDownload"><p>本網站之文字、圖片及影音，非經授權，不得轉載、公開播送或公開傳輸及利用。</p></div></article>'
                '<div class="moreArticle"><h2 class="title">相關新聞</h2><ul id="jsMoreList">%s</ul></div>'
                '<div class="pop"><h2 class="title">熱門新聞</h2><ol>%s</ol><a class="more" href="https://www.cna.com.tw/list/aall.aspx">看更多</a></div></div>') % (
            spath, esc(sec), pub.strftime("%Y%m%d"), aid, esc(t), stamp, me, me,
            ('<div class="fullPic"><figure class="center"><picture><source srcset="%s" type="image/jpeg" /><img src="%s" alt="%s" /></picture>'
             '<figcaption class="picinfo">%s</figcaption></figure></div>' % (lead_u, lead_u, esc(lead_c), esc(lead_c))) if lead_pic else "",
            textbox, "".join('<li><a href="%s"><div class="wrap"><span class="title">%s</span><div class="date">%s</div></div></a></li>' % (
                url(), esc(h), when_day(ago())) for h in related),
            "".join('<li><a href="%s"><span>%s</span></a></li>' % (url(), esc(h)) for h in hot))

    if site == "ettoday":
        crumb = lambda j, lab, u: ('<div itemprop="itemListElement" itemscope itemtype="https://schema.org/ListItem"><a itemprop="item" href="%s"><span itemprop="name">%s</span></a>'
                                   '<meta itemprop="position" content="%d" /></div>') % (u, lab, j)
        return ldj + ('<div class="part_breadcrumb"><div itemscope itemtype="https://schema.org/BreadcrumbList">%s &gt; %s</div></div>'
                '<div class="c1"><article><div class="subject_article"><header><h1 class="title" itemprop="headline">%s</h1></header>'
                '<time class="date" itemprop="datePublished" datetime="%s">%s</time>'
                '<div class="part_menu_5 clearfix"><strong>分享給朋友：</strong><div class="menu"><a class="btn fb" href="https://www.facebook.com/sharer/sharer.php?u=%s" title="分享到Facebook"></a>'
                '<a class="btn line" href="https://social-plugins.line.me/lineit/share?url=%s" title="LINE 分享"></a><a class="btn copy" title="複製連結"></a></div></div>'
                '<div class="story" itemprop="articleBody">%s</div>'
                '<div class="tag"><span>關鍵字：</span>%s</div></div></article>'
                '<div class="part_area_1"><h2 class="title">讀者迴響</h2>%s</div>'
                '<div class="part_list_3"><h2 class="title">相關新聞</h2>%s</div></div>'
                '<div class="c2"><div class="part_list_1"><h2 class="title">熱門新聞</h2><ol>%s</ol><a class="more" href="https://www.ettoday.net/news/hot-news.htm">看更多</a></div></div>') % (
            crumb(1, "首頁", "https://www.ettoday.net/"), crumb(2, esc(sec), "https://www.ettoday.net/news/focus/%s/" % esc(sec)), esc(t), iso(pub),
            pub.strftime("%Y年%m月%d日 %H:%M"), me, me,
            textbox, "".join('<a href="https://www.ettoday.net/news/tag/%s/">%s</a>' % (esc(x), esc(x)) for x in tags), fbc,
            "".join('<h3><a href="%s" title="%s"><img src="%s" alt="" />%s</a></h3>' % (url(), esc(h), img(1, True), esc(h)) for h in related),
            "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in hot))

    # Storm Media
    views = "{:,}".format(r.randint(300, 90000))
    return ldj + ('<div id="article_inner_wrapper"><div id="title_tags_wrapper">%s</div><h1 id="article_title">%s</h1>'
            '<div id="author_block"><span class="info_author">%s</span><span class="info_time" id="info_time">%s</span>'
            '<span class="info_view">觀看數 %s</span></div>'
            '<div class="share_btn_wrapper"><a class="share_btn fb" href="https://www.facebook.com/sharer/sharer.php?u=%s" title="Facebook 分享"></a>'
            '<a class="share_btn line" href="https://social-plugins.line.me/lineit/share?url=%s" title="LINE 分享"></a></div>%s'
            '<article><div id="CMS_wrapper" class="article_content">%s</div></article>'
            '<div id="tags_list_wrapper"><span>關鍵字：</span>%s</div>'
            '<div class="related_wrapper"><h3 class="related_header">延伸閱讀</h3>%s</div>'
            '<div class="fb_comment_wrapper"><h3>Facebook 留言</h3>%s</div></div>'
            '<div id="side_wrapper"><div class="side_block"><h3 class="side_title">熱門文章</h3><ol>%s</ol><a class="more" href="https://www.storm.mg/articles">看更多</a></div></div>') % (
        " ".join('<a class="tags_link" href="https://www.storm.mg/category/%s">%s</a>' % (p_, esc(l_)) for l_, p_ in dict.fromkeys([(sec, spath), r.choice(secs)])),
        esc(t), esc(reporter) if "風傳媒" in reporter else '<a href="https://www.storm.mg/authors/%d/%s">%s</a>' % (int(fixed("author " + reporter, "123456789", 5)), esc(reporter), esc(reporter)),
        pub.strftime("%Y-%m-%d %H:%M"), views, me, me,
        ('<div id="feature_img_wrapper"><img id="feature_img" src="%s" alt="%s" /><p class="feature_img_caption">%s</p></div>' % (lead_u, esc(lead_c), esc(lead_c))) if lead_pic else "",
        textbox, "".join('<a class="tag_link" href="https://www.storm.mg/tag/%s">%s</a>' % (esc(x), esc(x)) for x in tags),
        "".join('<div class="related_card"><a href="%s"><img src="%s" alt="" /><p class="related_card_title">%s</p></a></div>' % (url(), img(1, True), esc(h)) for h in related),
        fbc, "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in hot))
