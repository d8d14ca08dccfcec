# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# One more, written after every rule above and before any run of it: a
# Russian-language news site's story page of 2020-2024.
RU_FIRST_M = ["Александр", "Сергей", "Дмитрий", "Андрей", "Алексей", "Максим", "Евгений", "Иван", "Михаил", "Артем", "Никита", "Павел",
              "Игорь", "Олег", "Владимир", "Константин", "Роман", "Денис", "Кирилл", "Илья", "Антон", "Георгий", "Виктор", "Юрий", "Степан"]
RU_FIRST_F = ["Анна", "Мария", "Елена", "Ольга", "Наталья", "Екатерина", "Татьяна", "Анастасия", "Ирина", "Дарья", "Юлия", "Светлана",
              "Ксения", "Полина", "Алина", "Вероника", "Александра", "Валерия", "Софья", "Маргарита"]
RU_LAST = ["Смирнов", "Кузнецов", "Попов", "Соколов", "Козлов", "Новиков", "Морозов", "Волков", "Соловьев", "Васильев", "Зайцев",
           "Павлов", "Семенов", "Голубев", "Виноградов", "Богданов", "Воробьев", "Федоров", "Михайлов", "Беляев", "Тарасов", "Белов",
           "Комаров", "Орлов", "Киселев", "Макаров", "Андреев", "Ковалев", "Ильин", "Гусев", "Титов", "Кузьмин", "Кудрявцев", "Баранов",
           "Куликов", "Алексеев", "Степанов", "Яковлев", "Сорокин", "Сергеев", "Захаров", "Борисов", "Герасимов", "Пономарев",
           "Григорьев", "Лазарев", "Островский", "Вишневский", "Покровский", "Шестаков", "Данилов", "Жуков", "Фролов", "Журавлев"]
RU_MONTHS_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"]
RU_LAT = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя", ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n", "o", "p",
                                                        "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "", "e", "yu", "ya"]))
# an agency's dateline, its city in capitals
RU_CITIES = ["МОСКВА"] * 8 + ["САНКТ-ПЕТЕРБУРГ", "САНКТ-ПЕТЕРБУРГ", "ВАШИНГТОН", "ЛОНДОН", "БЕРЛИН", "ПАРИЖ", "ПЕКИН", "НЬЮ-ЙОРК",
                             "ЕКАТЕРИНБУРГ", "НОВОСИБИРСК", "КАЗАНЬ", "КРАСНОДАР", "ВЛАДИВОСТОК", "НИЖНИЙ НОВГОРОД", "МИНСК", "ЕРЕВАН",
                             "РОСТОВ-НА-ДОНУ", "САМАРА"]
RU_ROLES = ["глава ведомства", "министр", "губернатор", "представитель компании", "эксперт", "политолог", "экономист", "депутат",
            "официальный представитель министерства", "пресс-секретарь", "аналитик", "директор института", "мэр", "посол",
            "председатель комитета", "генеральный директор", "вице-премьер", "профессор"]
RU_SECTIONS = {"lenta": [("Россия", "russia"), ("Россия", "russia"), ("Мир", "world"), ("Мир", "world"), ("Бывший СССР", "ussr"),
                         ("Экономика", "economics"), ("Силовые структуры", "forces"), ("Наука и техника", "science"),
                         ("Культура", "culture"), ("Спорт", "sport"), ("Интернет и СМИ", "media"), ("Ценности", "style"),
                         ("Путешествия", "travel"), ("Из жизни", "life"), ("Среда обитания", "realty"), ("Забота о себе", "wellness")],
               "ria": [("В мире", "world"), ("Политика", "politics"), ("Экономика", "economy"), ("Общество", "society"),
                       ("Происшествия", "incidents"), ("Наука", "science"), ("Культура", "culture"), ("Религия", "religion"),
                       ("Туризм", "tourism"), ("Недвижимость", "realty")],
               "meduza": [("Новости", "news"), ("Новости", "news"), ("Истории", "feature"), ("Разбор", "feature"), ("Карточки", "cards"),
                          ("Шапито", "shapito")],
               "kommersant": [("Политика", 2), ("Экономика", 3), ("Бизнес", 4), ("Мир", 5), ("Происшествия", 6), ("Общество", 7),
                              ("Культура", 8), ("Спорт", 9), ("Финансы", 40), ("Потребительский рынок", 41), ("Регионы", 23)]}
# the sources Meduza's news name in their source block
RU_ORIGINS = ["The New York Times", "Reuters", "Bloomberg", "The Guardian", "BBC News", "Financial Times", "The Wall Street Journal",
              "The Washington Post", "Associated Press", "The Insider", "«Коммерсантъ»", "РБК", "«Ведомости»", "«Новая газета Европа»"]


def ru_lat(s):
    """s in Latin letters, as the sites' addresses and the agencies'
    photo credits write Russian."""
    out = ""
    for c in s:
        x = RU_LAT.get(c.lower())
        out += c if x is None else x.capitalize() if c.isupper() else x
    return out


def ru_person(r):
    """A Russian name and its gender ("m" or "f"): a woman's surname in
    its feminine form."""
    if r.random() < 0.62:
        return "%s %s" % (r.choice(RU_FIRST_M), r.choice(RU_LAST)), "m"
    s = r.choice(RU_LAST)
    return "%s %s" % (r.choice(RU_FIRST_F), s[:-2] + "ая" if s.endswith("ий") else s + "а"), "f"


def runews(r, t, body, cat, cs):
    """A Russian-language news site's story page of 2020-2024, in
    Russian, as Lenta.ru, RIA Novosti (ria.ru), Meduza or Kommersant
    writes it, one of them a site; quotes as '«...», — заявил NAME.',
    'NAME отметил: «...».' or 'Как сообщила NAME, ...' among the
    paragraphs.  Lenta.ru's: div.topic-header's time "18:45, 12 марта
    2023" and rubric links, h1.topic-body__titles (span.topic-body__title
    and at times span.topic-body__title-yandex, a second wording of the
    headline), the lead in div.topic-body__title-lead on the articles
    (a quarter of the pages), the title picture and its caption with
    "Фото: NAME / Reuters"; div.topic-body__content of
    p.topic-body__content-text paragraphs (a source's or an older
    story's link on a few words, "Ранее ..." opening the last of a news
    story at times), h2s and a list on the articles, a "Материалы по
    теме:" inset (div.box-inline-topic: one or two stories' rubric,
    headline, excerpt at times and date) and a picture with its caption
    and credit among them; div.topic-authors (the name, the job on the
    articles), the share bar, "Последние новости" and on most sites the
    script.json-topic-info holding the text.  RIA's: div.article__info's
    "18:45 12.03.2023", "(обновлено: 19:02 12.03.2023)" and the views,
    h1.article__title, the second title on the analytic pieces (a sixth
    of the pages, with the author's name), the announce's photo with "©
    РИА Новости / NAME", "Перейти в медиабанк" and its description;
    div.article__body of div.article__block boxes each holding one part:
    data-type="text" with a div.article__text per paragraph (the first
    opening on a bold dateline "МОСКВА, 12 мар — РИА Новости."), "quote"
    (div.article__quote-text), "h2", "list", "media" (a photo, its
    credit and description), "article" (a related story's card: its
    picture, title, date and views), "banner" (an empty ad slot), and on
    some sites "Читайте также:" lines in text blocks of their own; the
    Дзен subscribe line in a text block closing the body or in a box of
    its own after it, the tags, the emoji reactions, the share buttons,
    "Обсудить" and the "Лента новостей" list.  Meduza's: its CSS
    modules' names (GeneralMaterial-article and SimpleBlock-p of 2020-
    2021 or GeneralMaterial-module-article and SimpleBlock-module_p__Q3azD
    of 2022-2024, one of them a site), the headline, the timestamp "12
    марта 2023, 18:45", the lead p (SimpleBlock lead) on the features (a
    third of the pages), p.SimpleBlock-p paragraphs, h3s, a blockquote
    after its "NAME написал:" line, a list, a figure with MediaCaption's
    caption and "Фото: NAME / Reuters / Scanpix / LETA" credit, a
    related-rich-block card (title and second title), a news story's
    SourceBlock (the source's name and its headline), a MaterialNote
    footnote "Читайте также:" with one or two links and the features'
    author, then the toolbar's share buttons, the "Подписывайтесь на"
    line (in the text's last p or a promo box after it) and the
    "Поддержите «Медузу»" box.  Kommersant's: article.doc's
    doc_header (the rubric's a.decor, time.doc_header__publish_time
    "12.03.2023, 18:45", the daily's "Газета «Коммерсантъ» №42 от
    12.03.2023, стр. 1" on the print stories, h1.doc_header__name,
    h2.doc_header__subheader on the print stories), the lead photo's
    doc_media caption and "Фото: NAME, Коммерсантъ"; div.doc__body of
    p.doc__text paragraphs, p.doc__thought quotes, bold or h3
    subheadings, pictures, ad slots, a "Подробнее — в материале «Ъ»
    «...»." line at times, the authors' p.doc__text.document_authors
    closing it and on some sites the "Подписывайтесь на" line in a last
    p.doc__text; the tags, the sharing bar, "Читайте также" (headlines,
    excerpts and dates) and "Самое читаемое".  No comments (the sites'
    scripts load them).  The feed's description is the lead where a
    page has one on three sites in four, the story's first sentence
    elsewhere.  The truth: the lead where it is the feed's description
    (TEASER), the paragraphs with RIA's dateline opening the first, the
    quotes, the subheadings, the list items; not the headline and its
    second wording, rubric, dates, views, authors (Kommersant's closing
    line too), pictures' captions and "Фото:" credits, the related
    insets and cards, "Читайте также" lines and footnotes, "Подробнее —
    в материале" lines, source blocks, the subscribe lines, ads, tags,
    share bars, reactions, the donation box nor the lists of headlines."""
    rs = random.Random(BLOG[0] + " runews")
    site = ["lenta", "ria", "meduza", "kommersant"][DATE_STYLE]
    feed_lead = rs.random() < 0.75              # the feed's description is the lead where a page has one
    old = random.Random(BLOG[0] + " late").random() < 0.5   # Meduza's class names of 2020-2021, else its CSS modules' of 2022-2024
    sub_on = rs.random() < 0.8                  # the site's "Подписывайтесь на" line under its stories
    sub_in = rs.random() < 0.5                  # that line in the text's own markup, else in a box of its own
    also_on = rs.random() < 0.5                 # RIA's "Читайте также:" lines among the blocks
    topic_json = rs.random() < 0.8              # Lenta's script.json-topic-info
    bank = "медиабанк" if rs.random() < 0.7 else "фотобанк"
    k_head = rs.choice(["strong", "strong", "h3"])   # Kommersant's subheadings
    sub_line = {"lenta": "", "ria": rs.choice(["Подписывайтесь на РИА Новости в Дзен", "Подписывайтесь на РИА Новости в Дзен и Telegram"]),
                "meduza": rs.choice(["Подписывайтесь на «Медузу» в Telegram", "Подписывайтесь на «Медузу» в YouTube и Telegram"]),
                "kommersant": rs.choice(["Подписывайтесь на «Коммерсантъ» в Telegram", "Подписывайтесь на «Коммерсантъ» в Дзен и Telegram"])}[site]
    years = [2021, 2022, 2023, 2024] if site == "lenta" else [2022, 2023, 2024] if site == "meduza" and not old else [2020, 2021] if site == "meduza" else [2020, 2021, 2022, 2023, 2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(5, 300)) if r.random() < 0.35 else None
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+03:00"
    gen = lambda d: "%d %s %d" % (d.day, RU_MONTHS_GEN[d.month - 1], d.year)
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    dots = lambda d: "%02d.%02d.%d" % (d.day, d.month, d.year)
    unix = lambda d: int((d - datetime.datetime(1970, 1, 1)).total_seconds()) - 3 * 3600
    past = lambda: pub - datetime.timedelta(days=r.randint(0, 60), minutes=r.randint(10, 1400))
    hexid = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))
    b62 = lambda n: "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(n))
    slug = lambda h, n=6: "-".join("".join(c if c.isalnum() else " " for c in ru_lat(h).lower()).split()[:n])
    ends = lambda p: [i for i in (p.find(". "), p.find("? "), p.find("! ")) if i > 0]
    firsts = lambda p: p[:min(ends(p)) + 1] if ends(p) else p
    low = lambda p: p[0].lower() + p[1:]
    cap = lambda p: p[0].upper() + p[1:]
    host = {"lenta": "lenta.ru", "ria": "ria.ru", "meduza": "meduza.io", "kommersant": "www.kommersant.ru"}[site]
    me = "https://%s%s" % (host, SLUG[0])
    sec, spath = r.choice(RU_SECTIONS[site])
    kind = r.random() < {"lenta": 0.25, "ria": 0.16, "meduza": 0.35, "kommersant": 0.4}[site]   # an article, an analytic piece, a feature, a print story
    if site == "meduza" and kind:
        sec, spath = r.choice([("Истории", "feature"), ("Разбор", "feature"), ("Истории", "feature")])
    elif site == "meduza":
        sec, spath = "Новости", "news"

    # the story's parts: ("p", text), ("h", heading), ("q", a quote's
    # block), ("bq", a quoted text), ("ul", items)
    paras = list(body)
    if site == "lenta" and not kind and len(paras) > 2 and r.random() < 0.5:
        paras[-1] = "Ранее " + low(paras[-1])
    who, g = ru_person(r)
    role = r.choice(RU_ROLES)
    v = lambda w: w + ("а" if g == "f" else "")
    said = False
    blocks = []
    for k, p in enumerate(paras):
        if k == 0 or len(p.split()) < 7 or p[-1] != "." or r.random() > 0.3:
            blocks.append(("p", p))
            continue
        subj = "%s %s" % (role, who) if not said else r.choice(["он" if g == "m" else "она", who.split()[1]])
        said = True
        x = r.random()
        if subj in ("он", "она") and x >= 0.75:
            x = 0.4
        verb = v(r.choice(["заявил", "сказал", "отметил", "подчеркнул", "рассказал", "добавил", "уточнил", "написал"]))
        if site == "meduza" and x < 0.35:
            blocks.append(("p", "%s %s%s:" % (cap(subj), v(r.choice(["написал", "заявил", "рассказал"])), r.choice(["", " в телеграм-канале", " в соцсетях"]))))
            blocks.append(("bq", p))
        elif x < 0.5:
            blocks.append(("q" if site in ("ria", "kommersant") and r.random() < 0.5 else "p", "«%s», — %s %s." % (p[:-1], verb, subj)))
        elif x < 0.75:
            blocks.append(("q" if site == "kommersant" and r.random() < 0.3 else "p", "%s %s: «%s»." % (cap(subj), verb, p[:-1])))
        else:
            blocks.append(("p", "Как %s %s, %s" % (v(r.choice(["сообщил", "заявил", "рассказал", "отметил"])), subj, low(p))))
    m = len(blocks)
    if kind and m >= 4 and site != "kommersant" or kind and m >= 5:
        for k in sorted(r.sample(range(2, m), min(r.randint(1, 3), m - 2)), reverse=True):
            if blocks[k][0] == "p" and blocks[k - 1][0] != "h":
                blocks.insert(k, ("h", title(r)))
    if kind and site != "kommersant" and m >= 3 and r.random() < 0.3:
        k = r.randrange(1, len(blocks))
        if blocks[k - 1][0] == "p" and not blocks[k - 1][1].endswith(":"):
            blocks.insert(k, ("ul", [sentence(r, 4, 12) for _ in range(r.randint(2, 5))]))
    dl = ""
    if site == "ria" and (not kind or r.random() < 0.6):
        dl = "%s, %d %s — РИА Новости%s." % (r.choice(RU_CITIES), pub.day, RU_MONTHS[pub.month - 1], ", %s" % ru_person(r)[0] if kind or r.random() < 0.08 else "")
    story = []
    for kd, x in blocks:
        if kd == "ul":
            story.extend(x)
        else:
            story.append(dl + " " + x if dl and not story else x)
    STORY[:] = story
    # the lead, and what the feed says
    lead = None
    if kind and (site != "kommersant" or r.random() < 0.9):
        lead = sentence(r, 12, 28) + (" " + sentence(r, 8, 18) if r.random() < 0.3 else "")
    if lead and feed_lead:
        TEASER.append(lead)
    else:
        DESC.append(firsts(body[0]))
    n = len(blocks)
    after = lambda prob, lo=0: r.randrange(lo, n - 1) if n - 1 > lo and r.random() < prob else -1

    def person_credit(style):
        nm = ru_person(r)[0]
        if style == "lenta":
            return r.choice(["Фото: %s / РИА Новости" % nm, "Фото: %s / Reuters" % ru_lat(nm), "Фото: %s / ТАСС" % nm, "Фото: Global Look Press",
                             "Фото: Shutterstock", "Фото: %s / AP" % ru_lat(nm), "Фото: %s / «Лента.ру»" % nm, "Кадр: видео"])
        if style == "ria":
            return r.choice(["© РИА Новости / %s" % nm, "© РИА Новости / %s" % nm, "© РИА Новости / %s" % nm, "© Фото : пресс-служба ведомства",
                             "© AP Photo / %s" % ru_lat(nm), "© Depositphotos.com / %s" % ru_lat(nm)])
        if style == "meduza":
            return r.choice(["Фото: %s / Reuters / Scanpix / LETA" % ru_lat(nm), "Фото: %s / AP / Scanpix / LETA" % ru_lat(nm),
                             "Фото: %s / EPA / Scanpix / LETA" % ru_lat(nm), "Фото: %s для «Медузы»" % nm, "Фото: %s / Sipa USA / Vida Press" % ru_lat(nm)])
        return r.choice(["Фото: %s, Коммерсантъ" % nm, "Фото: %s, Коммерсантъ" % nm, "Фото: Reuters", "Фото: РИА Новости", "Фото: пресс-служба компании"])

    def caption():
        c = title(r)
        EXTRAS.append(c)
        return c

    # --- Lenta.ru ---
    if site == "lenta":
        pic_img = lambda d: "https://icdn.lenta.ru/images/%d/%02d/%02d/%02d/%d%02d%02d%02d%02d%05d/pic_%s.jpg" % (
            d.year, d.month, d.day, d.hour, d.year, d.month, d.day, d.hour, d.minute, r.randint(0, 99999), hexid(32))
        lurl = lambda h, d: "https://lenta.ru/%s/%d/%02d/%02d/%s/" % (r.choice(["news", "news", "articles"]), d.year, d.month, d.day, slug(h, 3).replace("-", "_"))

        def linked(p):
            w = p.split(" ")
            if len(w) < 8 or r.random() > 0.3:
                return esc(p)
            a = r.randrange(1, len(w) - 3)
            b = a + 1
            while b < a + 3 and w[b - 1][-1] not in ".,!?:" and r.random() < 0.6:
                b += 1
            if w[a - 1][-1] in ".!?" or w[b - 1][-1] in ".!?":
                return esc(p)
            u = lurl(p, past()) if r.random() < 0.5 else "https://%s.ru/%s/%d" % (ru_lat(LEXICON_RU[r.randrange(300)]), ru_lat(LEXICON_RU[r.randrange(3000)]), r.randint(10 ** 5, 10 ** 7))
            return '%s <a href="%s" target="_blank">%s</a> %s' % (esc(" ".join(w[:a])), u, esc(" ".join(w[a:b])), esc(" ".join(w[b:])))
        rel_at, pic_at = after(0.55), after(0.2 if kind else 0.08, 1)
        out = []
        for i, (kd, x) in enumerate(blocks):
            if kd == "h":
                out.append('<h2 class="topic-body__content-h2">%s</h2>' % esc(x))
            elif kd == "ul":
                out.append('<ul class="topic-body__content-list">%s</ul>' % "".join('<li class="topic-body__content-list-item">%s</li>' % esc(y) for y in x))
            else:
                out.append('<p class="topic-body__content-text">%s</p>' % linked(x))
            if i == rel_at:
                items = []
                EXTRAS.append("Материалы по теме")
                for _ in range(r.choice([1, 1, 2])):
                    h, d = title(r), past()
                    rub = r.choice(RU_SECTIONS["lenta"])[0]
                    ex = sentence(r, 8, 16) if r.random() < 0.3 else ""
                    EXTRAS.extend([h] + ([ex] if ex else []))
                    items.append('<div class="box-inline-topic__item"><a class="box-inline-topic__link" href="%s"><img class="box-inline-topic__image" src="%s" alt="%s" loading="lazy">'
                                 '<div class="box-inline-topic__topic">%s</div><div class="box-inline-topic__title">%s</div>%s<div class="box-inline-topic__other-info">'
                                 '<time class="box-inline-topic__date">%s</time></div></a></div>' % (
                                     lurl(h, d), pic_img(d), esc(h), rub, esc(h), '<div class="box-inline-topic__rightcol">%s</div>' % esc(ex) if ex else "", gen(d)))
                out.append('<div class="box-inline-topic _topic js-box-inline-topic"><div class="box-inline-topic__box-name">Материалы по теме:</div>'
                           '<div class="box-inline-topic__wrap">%s</div></div>' % "".join(items))
            if i == pic_at:
                c, cr = caption(), person_credit("lenta")
                EXTRAS.append(cr)
                out.append('<div class="box-inline-picture"><figure class="picture _box"><div class="picture__image-wrap"><img class="picture__image" src="%s" alt="%s" loading="lazy"></div>'
                           '<figcaption class="picture__description"><span class="picture__caption">%s</span><span class="picture__credits">%s</span></figcaption></figure></div>' % (
                               pic_img(pub), esc(c), esc(c), esc(cr)))
        author = ru_person(r)[0] if kind or r.random() < 0.55 else None
        job = r.choice(["Редактор отдела «%s»" % sec, "Обозреватель «Ленты.ру»", "Корреспондент отдела «%s»" % sec, "Специальный корреспондент"]) if kind else ""
        lead_pic = r.random() < (0.9 if kind else 0.65)
        if lead_pic:
            c, cr = caption(), person_credit("lenta")
            EXTRAS.append(cr)
        latest = [(title(r), past()) for _ in range(6)]
        EXTRAS.extend([h for h, _ in latest] + ["Последние новости"])
        alt = title(r) if r.random() < 0.5 else ""
        blob = json.dumps({"@type": "NewsArticle" if not kind else "Article", "headline": t, "description": lead or firsts(body[0]), "text": " ".join(story),
                           "dateCreated": iso(pub), "author": {"@type": "Person", "name": author} if author else {"@type": "Organization", "name": "Лента.ру"},
                           "rubric": sec, "url": me}, ensure_ascii=False)
        return ('<main class="layout__content"><div class="topic-page _%s"><div class="topic-page__container">'
                '<div class="topic-page__header"><div class="topic-header _%s"><div class="topic-header__left-box">'
                '<a class="topic-header__item topic-header__time" href="https://lenta.ru/%s/%d/%02d/%02d/">%s, %s</a>'
                '<a class="topic-header__item topic-header__rubric" href="https://lenta.ru/rubrics/%s/">%s</a></div>'
                '<div class="topic-header__right-box"><button class="topic-header__button _favourite" type="button" aria-label="Добавить в избранное"></button></div></div></div>'
                '<div class="topic-page__body"><div class="topic-body _%s">'
                '<h1 class="topic-body__titles"><span class="topic-body__title">%s</span>%s</h1>%s%s'
                '<div class="topic-body__content">%s</div>%s'
                '<div class="topic-footer"><div class="topic-footer__share share" data-url="%s"><span class="share__title">Поделиться</span>'
                '<a class="share__item _vk" href="https://vk.com/share.php?url=%s" target="_blank" rel="noopener"></a>'
                '<a class="share__item _ok" href="https://connect.ok.ru/offer?url=%s" target="_blank" rel="noopener"></a>'
                '<a class="share__item _telegram" href="https://t.me/share/url?url=%s" target="_blank" rel="noopener"></a></div></div></div></div>'
                '<section class="topic-page__other"><h2 class="topic-page__other-title">Последние новости</h2><ul class="topic-page__other-list">%s</ul></section>'
                '</div></div>%s</main>') % (
            "article" if kind else "news", "article" if kind else "news", "articles" if kind else "news", pub.year, pub.month, pub.day, hm(pub), gen(pub),
            spath, sec, "article" if kind else "news", esc(t), '<span class="topic-body__title-yandex">%s</span>' % esc(alt) if alt else "",
            '<div class="topic-body__title-lead">%s</div>' % esc(lead) if lead else "",
            ('<div class="topic-body__title-image"><div class="picture _title"><img class="picture__image" src="%s" alt="%s" width="960" height="640">'
             '<div class="picture__caption"><span class="picture__title">%s</span><span class="picture__credits"><span class="credits__text">%s</span></span></div></div></div>' % (
                 pic_img(pub), esc(c), esc(c), esc(cr))) if lead_pic else "",
            "\n".join(out),
            ('<div class="topic-authors"><a class="topic-authors__author" href="https://lenta.ru/authors/%s/"><img class="topic-authors__photo" src="https://icdn.lenta.ru/images/authors/%s.jpg" alt="">'
             '<span class="topic-authors__name">%s</span>%s</a></div>' % (slug(author, 2).replace("-", "_"), hexid(16), esc(author),
                                                                       '<span class="topic-authors__job">%s</span>' % esc(job) if job else "")) if author else "",
            me, me, me, me,
            "".join('<li class="topic-page__other-item"><a class="card-mini _longgrid" href="%s"><div class="card-mini__text"><span class="card-mini__title">%s</span>'
                    '<div class="card-mini__info"><time class="card-mini__info-item">%s</time></div></div></a></li>' % (lurl(h, d), esc(h), hm(d)) for h, d in latest),
            '<script type="application/json" class="json-topic-info">%s</script>' % blob if topic_json else "")

    # --- RIA Novosti ---
    if site == "ria":
        aid = r.randint(1830000000, 1990000000)
        rurl = lambda h, d: "https://ria.ru/%d%02d%02d/%s-%d.html" % (d.year, d.month, d.day, slug(h, r.randint(1, 3)), r.randint(1830000000, 1990000000))
        img = lambda d, w=1920: "https://cdnn21.img.ria.ru/images/%04x/%02x/%02x/%d_0:0:3072:1728_%dx0_80_0_0_%s.jpg" % (
            d.year, d.month, d.day, r.randint(1830000000, 1990000000), w, hexid(32))

        def media(opening):
            c, cr = caption(), person_credit("ria")
            if r.random() < 0.4:
                c += ". Архивное фото"
                EXTRAS.append(c)
            EXTRAS.append(cr)
            u = img(pub)
            return ('%s<div class="media" data-media-tape="1"><div class="media__size"><div class="photoview__open" data-photoview-group="%d" data-photoview-src="%s" data-photoview-title="%s">'
                    '<img media-type="ar16x9" data-crop-ratio="0.5625" data-crop-width="600" data-crop-height="338" data-source-sid="rian_photo" alt="%s" title="%s" decoding="async" width="1920" height="1080" src="%s">'
                    '<div class="media__copyright"><div class="media__copyright-item m-copyright">%s</div>%s</div></div></div>'
                    '<div class="media__photo"><div class="media__description">%s</div></div></div></div>') % (
                opening, aid, u, esc(c), esc(c), esc(c), u, esc(cr),
                '<div class="media__copyright-item m-buy"><a href="https://visualrian.ru/images/item/%d" target="_blank">Перейти в %s</a></div>' % (r.randint(10 ** 6, 9 * 10 ** 6), bank) if "РИА" in cr else "", esc(c))
        blk = lambda tp, inner: '<div class="article__block" data-type="%s">%s</div>' % (tp, inner)
        card_at = set(r.sample(range(0, n - 1), min(n - 1, r.choice([1, 1, 2])))) if n >= 3 and r.random() < 0.75 else set()
        also_at = after(0.45, 1) if also_on else -1
        pic_at = after(0.25, 1)
        ads = [k for k in (1, 4, 8) if k < n - 1]
        out = []
        for i, (kd, x) in enumerate(blocks):
            if kd == "p":
                out.append(blk("text", '<div class="article__text">%s</div>' % ("<strong>%s</strong> %s" % (esc(dl), esc(x)) if dl and i == 0 else esc(x))))
            elif kd == "q":
                out.append(blk("quote", '<div class="article__quote"><div class="article__quote-bg"></div><div class="article__quote-text m-%s">%s</div></div>' % (
                    "small" if len(x) > 300 else "big", esc(x))))
            elif kd == "h":
                out.append(blk("h2", '<h2 class="article__h2">%s</h2>' % esc(x)))
            else:
                out.append(blk("list", '<div class="article__list"><ul>%s</ul></div>' % "".join("<li>%s</li>" % esc(y) for y in x)))
            if i in card_at:
                h, d = title(r), past()
                EXTRAS.append(h)
                u = rurl(h, d)
                out.append('<div class="article__block" data-type="article" data-position="%d"><div class="article__article m-image"><a href="%s" class="article__article-image" data-link="article">'
                           '<img media-type="ar16x9" src="%s" alt="%s" title="%s" loading="lazy"></a><div class="article__article-desc"><a href="%s" class="article__article-title">%s</a></div>'
                           '<div class="article__article-info"><div class="elem-info"><div class="elem-info__date" data-unixtime="%d">%d %s, %s</div>'
                           '<div class="elem-info__views" data-type="views">%d</div></div></div></div></div>' % (
                               i + 1, u, img(d, 640), esc(h), esc(h), u, esc(h), unix(d), d.day, RU_MONTHS_GEN[d.month - 1], hm(d), r.randint(300, 90000)))
            if i == also_at:
                h = title(r)
                EXTRAS.extend([h, "Читайте также:"])
                out.append(blk("text", '<div class="article__text"><strong>Читайте также:</strong> <a href="%s" target="_blank">%s</a></div>' % (rurl(h, past()), esc(h))))
            if i == pic_at:
                out.append(media('<div class="article__block" data-type="media">'))
            if i in ads:
                out.append('<div class="article__block" data-type="banner" data-position="desktop"><div class="banner m-article-desktop m-no-indent" data-position="ria_desktop_content-%d" data-hide-diff="10">'
                           '<div class="banner__content"></div></div></div><div class="article__block" data-type="banner" data-position="mobile"><div class="banner m-article-mobile" '
                           'data-position="ria_mobile_content-%d"><div class="banner__content"></div></div></div>' % (ads.index(i) + 1, ads.index(i) + 1))
        sub_box = ""
        if sub_on:
            EXTRAS.append(sub_line)
            if sub_in:
                out.append(blk("text", '<div class="article__text"><a href="https://dzen.ru/ria.ru?invite=1" target="_blank">%s</a></div>' % sub_line))
            else:
                sub_box = '<div class="article__subscribe"><a class="article__subscribe-link m-dzen" href="https://dzen.ru/ria.ru?invite=1" target="_blank" rel="noopener"><span>%s</span></a></div>' % sub_line
        author = dl.split(", ")[-1][:-1] if dl.count(", ") > 1 else ru_person(r)[0] if kind else ""
        tags = list(dict.fromkeys([sec] + [cap(LEXICON_RU[int(1500 * r.random() ** 2)]) for _ in range(r.randint(1, 4))]))
        lenta = [(title(r), past()) for _ in range(8)]
        EXTRAS.extend([h for h, _ in lenta] + ["Лента новостей"])
        views = r.randint(800, 400000)
        second = lead
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "url": me, "headline": t, "description": lead or firsts(body[0]), "datePublished": iso(pub),
              "dateModified": iso(upd or pub), "author": {"@type": "Person", "name": author} if author else {"@type": "Organization", "name": "РИА Новости"},
              "publisher": {"@type": "Organization", "name": "РИА Новости", "logo": {"@type": "ImageObject", "url": "https://cdnn21.img.ria.ru/i/export/ria/logo.png"}}}
        if rs.random() < 0.5:
            ld["articleBody"] = " ".join(story)
        emoji = "".join('<a data-type="%s" class="emoji-item m-type-%s" href="#"><span class="m-value">%d</span></a>' % (s, s, r.choice([0, 0, 1, 2, 5, 9, 14, 33, 120]))
                        for s in ["s1", "s6", "s2", "s3", "s4", "s5"])
        share = "".join('<a class="share__item m-%s" href="%s" target="_blank" rel="noopener" title="%s"><i class="share__icon"></i></a>' % (k, u, k_)
                        for k, k_, u in [("vkontakte", "ВКонтакте", "https://vk.com/share.php?url=" + me), ("odnoklassniki", "Одноклассники", "https://connect.ok.ru/offer?url=" + me),
                                         ("telegram", "Telegram", "https://t.me/share/url?url=" + me), ("whatsapp", "WhatsApp", "https://wa.me/?text=" + me)])
        return ('<script type="application/ld+json">%s</script><div class="layout-article"><div class="article m-article m-image" data-article-id="%d" data-article-type="%d">'
                '<div class="article__meta" itemscope itemtype="https://schema.org/Article"><meta itemprop="headline" content="%s"><meta itemprop="datePublished" content="%s"></div>'
                '<div class="article__header"><div class="article__info"><div class="article__info-date"><a href="https://ria.ru/%d%02d%02d/" data-unixtime="%d">%s %s</a>%s</div>'
                '<div class="article__info-statistic"><span class="statistic"><span class="statistic__item m-views" data-type="views">%d</span></span></div></div>'
                '<h1 class="article__title">%s</h1>%s%s%s</div>'
                '<div class="article__body js-mediator-article mia-analytics">%s</div>%s'
                '<div class="article__tags">%s</div>'
                '<div class="article__userbar"><div class="article__userbar-emoji"><div class="emoji" data-id="%d">%s</div></div>'
                '<div class="article__userbar-share"><div class="share" data-id="%d" data-url="%s" data-title="%s">%s</div></div>'
                '<div class="article__userbar-comments"><a class="article__comments-link" href="%s?chat_room_id=%d"><span class="article__comments-text">Обсудить</span></a></div></div>'
                '</div></div><div class="lenta"><div class="lenta__title"><a href="https://ria.ru/lenta/">Лента новостей</a></div><div class="lenta__content">%s</div></div>') % (
            json.dumps(ld, ensure_ascii=False), aid, 2 if kind else 1, esc(t), iso(pub), pub.year, pub.month, pub.day, unix(pub), hm(pub), dots(pub),
            ' <span class="article__info-date-modified" data-unixtime="%d">(обновлено: %s %s)</span>' % (unix(upd), hm(upd), dots(upd)) if upd else "",
            views, esc(t), '<div class="article__second-title">%s</div>' % esc(second) if second else "",
            '<div class="article__author"><a href="https://ria.ru/author_%s/" class="article__author-name">%s</a></div>' % (slug(author.split()[-1], 1), esc(author)) if kind and author else "",
            media('<div class="article__announce">') if r.random() < 0.85 else "",
            "\n".join(out), sub_box,
            "".join('<a class="article__tags-item" href="https://ria.ru/keyword_%s/" data-sid="keyword_%s">%s</a>' % (slug(x, 2).replace("-", "_"), slug(x, 2).replace("-", "_"), esc(x)) for x in tags),
            aid, emoji, aid, me, esc(t), share, me, aid,
            "".join('<div class="lenta__item" data-article-type="1"><a href="%s" class="lenta__item-size"><span class="lenta__item-date" data-unixtime="%d">%s</span>'
                    '<span class="lenta__item-text">%s</span></a></div>' % (rurl(h, d), unix(d), hm(d), esc(h)) for h, d in sorted(lenta, key=lambda x: x[1], reverse=True)))

    # --- Meduza ---
    if site == "meduza":
        hs = {}

        def mc(block, elem):
            """A Meduza class: "SimpleBlock-p" (2020-2021) or
            "SimpleBlock-module_p__Q3azD" (2022-2024), one hash a name for the site."""
            if old:
                return "%s-%s" % (block, elem)
            if block == "GeneralMaterial":
                return "GeneralMaterial-module-%s" % elem
            if (block, elem) not in hs:
                rh = random.Random("%s %s %s" % (BLOG[0], block, elem))
                hs[(block, elem)] = "".join(rh.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") for _ in range(5))
            return "%s-module_%s__%s" % (block, elem, hs[(block, elem)])
        murl = lambda h, d, tp=None: "https://meduza.io/%s/%d/%02d/%02d/%s" % (tp or r.choice(["news", "news", "feature"]), d.year, d.month, d.day, slug(h))
        img = lambda: "https://meduza.io/imgly/share/%d/%s.png" % (r.randint(1600000000, 1720000000), hexid(24)) if r.random() < 0.3 else \
            "https://meduza.io/image/attachments/images/%03d/%03d/%03d/large/%s.jpg" % (r.randint(5, 11), r.randint(0, 999), r.randint(0, 999), b62(22))

        def figure():
            c, cr = caption(), person_credit("meduza")
            EXTRAS.append(cr)
            return ('<figure class="%s" data-testid="embed-block"><div class="%s"><picture><img src="%s" alt="" loading="lazy" width="1600" height="1067"></picture></div>'
                    '<figcaption class="%s"><div class="%s">%s</div><div class="%s">%s</div></figcaption></figure>') % (
                mc("EmbedBlock", "root"), mc("Image", "root"), img(), mc("MediaCaption", "root"), mc("MediaCaption", "caption"), esc(c), mc("MediaCaption", "credit"), esc(cr))
        P = lambda x: '<p class="%s %s" data-testid="simple-block">%s</p>' % (mc("SimpleBlock", "p"), mc("SimpleBlock", "center"), x)
        rel_at = after(0.4 if kind else 0.25, 1)
        pic_at = after(0.5 if kind else 0.1, 1)
        out = []
        if lead:
            out.append('<p class="%s %s" data-testid="simple-block">%s</p>' % (mc("SimpleBlock", "lead"), mc("SimpleBlock", "center"), esc(lead)))
        if kind or r.random() < 0.2:
            out.append(figure())
        for i, (kd, x) in enumerate(blocks):
            if kd == "p" or kd == "q":
                out.append(P(esc(x)))
            elif kd == "h":
                out.append('<h3 class="%s %s" data-testid="simple-block">%s</h3>' % (mc("SimpleBlock", "h3"), mc("SimpleBlock", "center"), esc(x)))
            elif kd == "bq":
                out.append('<blockquote class="%s %s" data-testid="simple-block">%s</blockquote>' % (mc("SimpleBlock", "blockquote"), mc("SimpleBlock", "center"), esc(x)))
            else:
                out.append('<ul class="%s %s" data-testid="list-block">%s</ul>' % (mc("ListBlock", "ul"), mc("ListBlock", "center"), "".join(
                    '<li class="%s">%s</li>' % (mc("ListBlock", "li"), esc(y)) for y in x)))
            if i == rel_at:
                h1, h2 = title(r), title(r)
                EXTRAS.extend([h1, h2])
                out.append('<div class="%s" data-testid="related-rich-block"><a class="%s" href="%s"><div class="%s"><img src="%s" alt="" loading="lazy"></div>'
                           '<div class="%s"><h2 class="%s"><span class="%s">%s</span> %s</h2></div></a></div>' % (
                               mc("RelatedRichBlock", "root"), mc("RelatedRichBlock", "link"), murl(h1, past(), "feature"), mc("RelatedRichBlock", "image"), img(),
                               mc("RelatedRichBlock", "body"), mc("RelatedRichBlock", "title"), mc("RelatedRichBlock", "first"), esc(h1), esc(h2)))
            if i == pic_at:
                out.append(figure())
        if not kind and r.random() < 0.45:
            o = r.choice(RU_ORIGINS)
            st = " ".join(LEXICON[int(2500 * r.random() ** 2)].capitalize() if r.random() < 0.5 else r.choice(WORDS) for _ in range(r.randint(4, 9)))
            st = st[0].upper() + st[1:]
            EXTRAS.append(st)
            out.append('<div class="%s" data-testid="source-block"><a class="%s" href="https://www.%s.com/%s/%d/%02d/%02d/%s.html" target="_blank" rel="noopener noreferrer">'
                       '<div class="%s">%s</div><div class="%s">%s</div></a></div>' % (
                           mc("SourceBlock", "root"), mc("SourceBlock", "link"), slug(o, 4).replace("-", ""), r.choice(["world", "europe", "business", "news"]), pub.year,
                           pub.month, pub.day, "-".join(st.lower().split()), mc("SourceBlock", "origin"), esc(o), mc("SourceBlock", "title"), esc(st)))
        if sub_on and sub_in:
            EXTRAS.append(sub_line)
            out.append(P("<em>%s</em>" % sub_line.replace("Telegram", '<a href="https://t.me/meduzalive" target="_blank">Telegram</a>')))
        notes = []
        if r.random() < 0.5:
            hl = [title(r) for _ in range(r.choice([1, 1, 2]))]
            EXTRAS.extend(hl + ["Читайте также:"])
            notes.append('<p class="%s">Читайте также: %s</p>' % (mc("MaterialNote", "note_caption"), " ".join(
                '<a href="%s">%s</a>' % (murl(h, past()), esc(h)) for h in hl)))
        if kind and r.random() < 0.6:
            notes.append('<p class="%s"><strong>%s</strong></p>' % (mc("MaterialNote", "note_credit"), esc(ru_person(r)[0])))
        promo = ""
        if sub_on and not sub_in:
            EXTRAS.append(sub_line)
            promo = '<div class="%s" data-testid="promo"><a class="%s" href="https://t.me/meduzalive" target="_blank" rel="noopener">%s</a></div>' % (
                mc("Promo", "root"), mc("Promo", "link"), sub_line)
        EXTRAS.extend(["Поддержите «Медузу»", "Мы работаем благодаря читателям"])
        toolbar = "".join('<button class="%s %s" type="button" aria-label="%s"><span class="%s"></span></button>' % (
            mc("Toolbar", "button"), mc("Toolbar", k), lab, mc("Toolbar", "icon")) for k, lab in [
                ("vk", "Поделиться во ВКонтакте"), ("tw", "Поделиться в Twitter"), ("tg", "Поделиться в Telegram"), ("copy", "Скопировать ссылку"), ("bookmark", "Сохранить")])
        return ('<div class="%s"><article class="%s" lang="ru"><div class="%s"><div class="%s">%s'
                '<h1 class="%s" data-testid="simple-title">%s</h1><div class="%s" data-testid="material-meta"><div class="%s"><time class="%s" data-testid="timestamp" datetime="%s">%s, %s</time></div></div></div></div>'
                '<div class="%s"><div class="%s">%s</div>%s</div>'
                '<div class="%s" data-testid="toolbar"><div class="%s">%s</div></div>%s'
                '<div class="%s"><h3 class="%s">Поддержите «Медузу»</h3><p class="%s">Мы работаем благодаря читателям</p>'
                '<a class="%s" href="https://support.meduza.io/" target="_blank">Поддержать</a></div></article></div>') % (
            mc("GeneralMaterial", "root"), mc("GeneralMaterial", "article"), mc("GeneralMaterial", "materialHeader"), mc("GeneralMaterial", "head"),
            '<div class="%s"><a href="https://meduza.io/%s">%s</a></div>' % (mc("Tag", "root"), "articles" if kind else "news", sec) if kind else "",
            mc("SimpleTitle", "root"), esc(t), mc("MaterialMeta", "root"), mc("MetaItem", "root"), mc("Timestamp", "root"), iso(pub), gen(pub), hm(pub),
            mc("GeneralMaterial", "body"), mc("Body", "root"), "\n".join(out),
            '<div class="%s" data-testid="material-note">%s</div>' % (mc("MaterialNote", "root"), "".join(notes)) if notes else "",
            mc("Toolbar", "root"), mc("Toolbar", "bar"), toolbar, promo,
            mc("SaveMeduza", "root"), mc("SaveMeduza", "title"), mc("SaveMeduza", "text"), mc("SaveMeduza", "button"))

    # --- Kommersant ---
    doc = r.randint(5700000, 7200000)
    kurl = lambda: "https://www.kommersant.ru/doc/%d" % r.randint(4200000, doc - 1)
    kimg = lambda d: "https://im.kommersant.ru/Issues.photo/CORP/%d/%02d/%02d/KMO_%d_%05d_1_t218_%02d%02d%02d.jpg" % (
        d.year, d.month, d.day, r.randint(100000, 199999), r.randint(0, 99999), d.hour, d.minute, r.randint(0, 59))

    def kmedia():
        c, cr = caption(), person_credit("kommersant")
        EXTRAS.append(cr)
        return ('<div class="doc__media"><figure class="doc_media"><div class="doc_media__media_wrap"><img class="doc_media__media" src="%s" alt="%s" width="1280" height="853" loading="lazy"></div>'
                '<figcaption class="doc_media__caption"><p class="doc_media__text">%s</p><p class="doc_media__copyright">%s</p></figcaption></figure></div>') % (
            kimg(pub), esc(c), esc(c), esc(cr))
    more_at = after(0.3, 1)
    pic_at = after(0.3 if kind else 0.1, 1)
    ads = [k for k in (2, 6) if k < n - 1]
    out = []
    for i, (kd, x) in enumerate(blocks):
        if kd == "h":
            out.append('<h3 class="doc__intertitle">%s</h3>' % esc(x) if k_head == "h3" else '<p class="doc__text"><strong>%s</strong></p>' % esc(x))
        elif kd == "q":
            out.append('<p class="doc__thought">%s</p>' % esc(x))
        else:
            out.append('<p class="doc__text">%s</p>' % esc(x))
        if i == more_at:
            h = title(r)
            EXTRAS.extend([h, "Подробнее — в материале «Ъ»"])
            out.append('<p class="doc__text">Подробнее — в материале «Ъ» <a href="%s" target="_blank">«%s»</a>.</p>' % (kurl(), esc(h)))
        if i == pic_at:
            out.append(kmedia())
        if i in ads:
            out.append('<div class="doc__banner adv adv_in-text js-adv" id="adfox_in_text_%d" data-adv-place="in_text_%d"></div>' % (ads.index(i) + 1, ads.index(i) + 1))
    authors = [ru_person(r)[0] for _ in range(r.choice([1, 1, 1, 2]))] if kind or r.random() < 0.5 else []
    if authors:
        out.append('<p class="doc__text document_authors">%s%s</p>' % (esc(", ".join(authors)), ", %s" % r.choice(["Екатеринбург", "Новосибирск", "Казань", "Краснодар", "Самара", "Воронеж", "Пермь", "Нижний Новгород"]) if r.random() < 0.15 else ""))
    sub_box = ""
    if sub_on:
        EXTRAS.append(sub_line)
        if sub_in:
            out.append('<p class="doc__text"><i>%s</i></p>' % sub_line.replace("Telegram", '<a href="https://t.me/kommersant" target="_blank">Telegram</a>'))
        else:
            sub_box = '<div class="doc__promo promo_subscribe"><a class="promo_subscribe__link" href="https://t.me/kommersant" target="_blank" rel="noopener">%s</a></div>' % sub_line
    issue = r.randint(1, 240)
    also = [(title(r), sentence(r, 8, 18) if r.random() < 0.5 else "", past()) for _ in range(r.choice([3, 4]))]
    most = [title(r) for _ in range(5)]
    EXTRAS.extend([h for h, _, _ in also] + [e for _, e, _ in also if e] + most + ["Читайте также", "Самое читаемое"])
    tags = list(dict.fromkeys(cap(LEXICON_RU[int(1500 * r.random() ** 2)]) + (" " + LEXICON_RU[r.randrange(3000)] if r.random() < 0.3 else "") for _ in range(r.randint(1, 4))))
    ld = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": lead or firsts(body[0]), "datePublished": iso(pub),
          "dateModified": iso(upd or pub), "mainEntityOfPage": me, "author": [{"@type": "Person", "name": a} for a in authors] or {"@type": "Organization", "name": "Коммерсантъ"}}
    share = "".join('<a class="doc_sharing__link doc_sharing__link--%s" href="%s" target="_blank" rel="noopener" title="%s"></a>' % (k, u, lab) for k, lab, u in [
        ("vk", "ВКонтакте", "https://vk.com/share.php?url=" + me), ("tg", "Telegram", "https://t.me/share/url?url=" + me),
        ("ok", "Одноклассники", "https://connect.ok.ru/offer?url=" + me), ("wa", "WhatsApp", "https://wa.me/?text=" + me)])
    return ('<script type="application/ld+json">%s</script><main class="main grid"><div class="grid-col grid-col-s3">'
            '<article class="doc js-article" data-article-title="%s" data-article-docsid="%d" data-article-rubric="%s" itemscope itemtype="http://schema.org/NewsArticle">'
            '<header class="doc_header"><div class="doc_header__rubric"><a class="decor" href="https://www.kommersant.ru/rubric/%d">%s</a></div>'
            '<div class="doc_header__time"><time class="doc_header__publish_time" datetime="%s">%s, %s</time>%s</div>%s'
            '<h1 class="doc_header__name js-search-mark">%s</h1>%s</header>%s'
            '<div class="doc__body article_text_wrapper js-search-mark" itemprop="articleBody">%s</div>%s'
            '<div class="doc_footer">%s<div class="doc_sharing"><span class="doc_sharing__title">Поделиться</span>%s</div></div>'
            '<section class="doc_footer__item doc_footer__related"><h3 class="doc_footer__subheader">Читайте также</h3><ul class="rubric_lenta">%s</ul></section>'
            '</article></div><aside class="grid-col grid-col-s1 main_aside"><section class="aside_box"><h3 class="aside_box__title">Самое читаемое</h3><ol class="aside_box__list">%s</ol></section></aside></main>') % (
        json.dumps(ld, ensure_ascii=False), esc(t), doc, sec, spath, sec, iso(pub), dots(pub), hm(pub),
        ' <span class="doc_header__time_update">обновлено %s</span>' % hm(upd) if upd and upd.date() == pub.date() else "",
        '<div class="doc_header__issue"><a href="https://www.kommersant.ru/daily/%d">Газета «Коммерсантъ» №%d от %s, стр. %d</a></div>' % (
            r.randint(100000, 200000), issue, dots(pub), r.choice([1, 1, 2, 3, 4, 5, 7, 9, 10, 12])) if kind else "",
        esc(t), '<h2 class="doc_header__subheader js-search-mark">%s</h2>' % esc(lead) if lead else "",
        kmedia() if r.random() < (0.8 if kind else 0.5) else "", "\n".join(out), sub_box,
        '<div class="doc_footer__item"><ul class="crumbs tag_list">%s</ul></div>' % "".join(
            '<li class="tag_list__item"><a class="tag_list__link" href="https://www.kommersant.ru/theme/%d">%s</a></li>' % (r.randint(1000, 4000), esc(x)) for x in tags),
        share,
        "".join('<li class="rubric_lenta__item"><h2 class="uho__name rubric_lenta__item_name"><a class="uho__link" href="%s">%s</a></h2>%s<time class="rubric_lenta__item_time">%s</time></li>' % (
            kurl(), esc(h), '<p class="uho__subtitle">%s</p>' % esc(e) if e else "", dots(d)) for h, e, d in also),
        "".join('<li class="aside_box__item"><a href="%s">%s</a></li>' % (kurl(), esc(h)) for h in most))



FA_FIRST = ["علی", "محمد", "رضا", "مریم", "زهرا", "فاطمه", "حسین", "سارا", "نگار", "امیر", "مهدی", "نیلوفر", "پرستو", "کاوه",
            "بهروز", "شیرین", "فرناز", "سیاوش", "آرش", "لیلا", "جواد", "بهنام", "مژگان", "کامران", "هوشنگ", "ژیلا"]
FA_LAST = ["احمدی", "محمدی", "رضایی", "حسینی", "کریمی", "موسوی", "جعفری", "صادقی", "رحیمی", "نوری", "کاظمی", "قاسمی", "شریفی",
           "تهرانی", "اصفهانی", "بهرامی", "فرهادی", "یزدانی", "پورمحمد", "گودرزی", "چگینی", "نیک\u200cپور", "زرگر", "میرزایی"]
FA_NICKS = ["ناشناس", "ناشناس", "ناشناس", "ایرانی", "شهروند", "یک معلم", "دانشجو", "علی", "مریم", "بی\u200cنام", "یک کارگر",
            "از تهران", "بازنشسته", "رضا", "یک مادر", "کارمند"]
FA_JMONTHS = ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"]
FA_GMONTHS = ["ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن", "ژوئیه", "اوت", "سپتامبر", "اکتبر", "نوامبر", "دسامبر"]
FA_WDAYS = ["دوشنبه", "سه\u200cشنبه", "چهارشنبه", "پنجشنبه", "جمعه", "شنبه", "یکشنبه"]  # by Python's weekday()
FA_CITIES = ["تهران", "تهران", "تهران", "مشهد", "اصفهان", "تبریز", "شیراز", "اهواز", "کرمانشاه", "رشت", "ارومیه", "یزد", "سنندج", "بندرعباس"]
FA_SECTIONS = {"bbc": [("ایران", "iran"), ("ایران", "iran"), ("ایران", "iran-features"), ("جهان", "world"), ("اقتصاد", "business"),
                       ("هنر", "arts"), ("علم و فناوری", "science"), ("ورزش", "sport"), ("افغانستان", "afghanistan")],
               "irna": [("سیاسی", "politics"), ("سیاسی", "politics"), ("اقتصادی", "economy"), ("اجتماعی", "society"), ("بین\u200cالملل", "world"),
                        ("فرهنگی", "culture"), ("ورزشی", "sport"), ("علمی", "science"), ("استان\u200cها", "provinces")],
               "isna": [("سیاسی", "Politics"), ("اقتصادی", "Economy"), ("اجتماعی", "Society"), ("اجتماعی", "Society"), ("بین\u200cالملل", "International"),
                        ("فرهنگ و هنر", "Culture-Art"), ("ورزشی", "Sport"), ("علمی و دانشگاهی", "Science-Academia"), ("استان\u200cها", "Provinces")],
               "tasnim": [("سیاسی", 1), ("سیاسی", 1), ("اقتصادی", 7), ("اجتماعی", 2), ("بین\u200cالملل", 8), ("فرهنگی", 4), ("ورزشی", 3), ("استان\u200cها", 6)],
               "farda": [("ایران", "z/1"), ("ایران", "z/1"), ("جهان", "z/2"), ("اقتصاد", "z/3"), ("جامعه", "z/6"), ("فرهنگ و هنر", "z/5"), ("ورزش", "z/4")],
               "voa": [("ایران", "z/5008"), ("ایران", "z/5008"), ("جهان", "z/5011"), ("آمریکا", "z/5010"), ("اقتصاد", "z/5013"), ("حقوق بشر", "z/5016"),
                       ("فرهنگ و هنر", "z/5012")]}


def jalali(d):
    """The Jalali (Iranian solar) date of a Gregorian date: (year, month,
    day)."""
    gy, gm, gd = d.year, d.month, d.day
    gy2 = gy + 1 if gm > 2 else gy
    days = (355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd
            + [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334][gm - 1])
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


def persian(r, t, body, cat, cs):
    """A Persian-language (Farsi) news site's story page of 2020-2024, in
    Persian (right to left, dir="rtl" on the page), in BBC News فارسی's
    markup, an Iranian news agency's (IRNA's, ISNA's or Tasnim's) or
    Pangea's (Radio Farda's or VOA فارسی's), one of them a site.  BBC's
    (Simorgh, as BBC News Arabic's): main role=main of emotion's hashed
    classes (bbc-xxxx exxxx0), the headline h1#content, on the newer
    sites' pages (articles/c...o) at times the byline's section with its
    hidden "اطلاعات مقاله", "نویسنده، " and "شغل، " labels, the <time> "۱۱
    ژوئن ۲۰۲۳ - ۲۱ خرداد ۱۴۰۲" (both calendars, Persian digits) and "به روز
    شده در ...", pictures with the hidden "منبع تصویر، " over their credit
    ("Getty Images", "شبکه\u200cهای اجتماعی") and "توضیح تصویر، " over their
    captions, a video's with "توضیح ویدئو، ", each paragraph a <p> in a
    div of its own, the first in bold on most pages, links in some, h2
    subheadings, a list at times, a tweet between its "رد شدن از پست
    Twitter" and "پایان پست Twitter" lines and its warning caption, the
    podcast's promo ("پادکست", its skip link and "پایان پادکست") on some
    newer pages, an interactive's fallback lines at times; then "موضوعات
    مرتبط", "مطالب مرتبط" (headlines and dates), "مهم\u200cترین خبرها" on the
    newer sites, "پربیننده\u200cترین\u200cها" numbered in Persian digits and
    BBC's footer.  The agencies' (IRNA's and ISNA's CMS, article#item
    itemprop'd): the date and "کد خبر: ۸۵۱۲۳۴۵۶" in IRNA's div.item-nav, or
    ISNA's div.meta-news list ("تاریخ انتشار:", "کد خبر:", "خبرنگار:",
    "سرویس:"), the uptitle (روتیتر) over the headline on some pages, the
    lead in div.item-summary > p.summary.introtext, the lead picture,
    div.item-body > div.item-text of <p>s, the first opening on "به گزارش
    ایرنا، " ("به گزارش خبرنگار اجتماعی ایسنا، "...), bold paragraphs
    for subheadings, "بیشتر بخوانید:" and its linked headlines among them,
    a picture at times, ISNA's "انتهای پیام" closing the text in a <p> of
    its own; Tasnim's article.single-news (h1.title, h3.lead, the
    service, date and "کد خبر:" line, div.story of <p>s opening on "به
    گزارش خبرگزاری تسنیم، " and closed by "انتهای پیام/"); then the short
    link ("لینک کوتاه", "کپی شد"), the share buttons, "برچسب\u200cها" and
    its tags, "اخبار مرتبط" with their headlines, the comments' box on
    most agency sites ("انتشار یافته: ۴", "در انتظار بررسی: ۰", "غیر قابل
    انتشار: ۲", the readers' comments with their names, dates, "پاسخ" and
    their likes, "ارسال نظر" and its form), "پربازدیدترین\u200cها" beside.
    Pangea's: the category's link, h1.title.pg-title, the author's
    link and <time> "۲۱ خرداد ۱۴۰۲ ایران ۱۸:۴۵" in div.publishing-details,
    the cover picture and its caption or a video's player (div.c-mmp and
    its title), the share box, div.intro over the text on some pages,
    div#article-content > div.wsw of <p>s with h2.wsw__h2 subheadings,
    empty <p>s at times, "در همین زمینه" boxes (div.wsw__embed >
    div.media-block-wrap, one to three headlines) and videos' embeds among
    them, "پربیننده\u200cترین\u200cها" beside.  Readers' comments on the
    agencies' pages only.  The feed's description is BBC's summary (not on
    the page), the agencies' lead on most sites (the first sentence on
    the others' and where a page has none), Pangea's intro on most sites
    (the first sentence where not).  The truth: the lead or intro where it
    is the feed's description (TEASER), the paragraphs (the agencies'
    first with its "به گزارش ..." opening), the subheadings, the lists'
    items and the tweets' texts; not the headline, uptitle, category,
    bylines, dates, the news code's line, the "انتهای پیام" end marker,
    captions and credits, the related boxes and "بیشتر بخوانید" lines
    (their headlines counted as leaks), the skip links' and hidden lines,
    the promos, the short link, tags, comments, the lists of headlines nor
    the footers."""
    rs = random.Random(BLOG[0] + " persian")
    site = ["bbc", "agency", "pangea", rs.choice(["bbc", "agency", "pangea"])][DATE_STYLE]
    agency = rs.choice(["irna", "isna", "tasnim"])
    pg = rs.choice(["farda", "farda", "voa"])
    new = rs.random() < 0.65                            # BBC's Simorgh pages of 2022-2024 ("articles/c...o") or of 2020-2021
    feed_lead = rs.random() < 0.8                       # the agency's or Pangea's feed gives the lead or intro
    show_cs = rs.random() < 0.75                        # the agency prints its readers' comments
    intro_rate = {"farda": 0.3, "voa": 0.55}[pg] + rs.choice([0, 0.2])
    year = r.choice([2020, 2021, 2022, 2023, 2024]) if site != "bbc" else (r.choice([2022, 2023, 2024]) if new else r.choice([2020, 2021]))
    pub = datetime.datetime(year, r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(10, 30 * 60)) if r.random() < 0.5 else None
    fd = lambda x: str(x).translate(FA_DIGITS)
    jd = lambda d: (lambda j: "%s %s %s" % (fd(j[2]), FA_JMONTHS[j[1] - 1], fd(j[0])))(jalali(d))
    hm = lambda d: fd("%02d:%02d" % (d.hour, d.minute))
    tz = lambda d: "+04:30" if d.year <= 2022 and (3, 22) <= (d.month, d.day) <= (9, 21) else "+03:30"
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + tz(d)
    name = lambda: "%s %s" % (r.choice(FA_FIRST), r.choice(FA_LAST))
    lw = lambda: LEXICON_FA[int(1500 * r.random() ** 2)]
    strip = lambda x: "".join(c for c in x if c not in "\u060c\u061f\u061b.:!\u00ab\u00bb")
    pct = lambda x: "".join(c if c.isascii() else "".join("%%%02X" % b for b in c.encode("utf-8")) for c in x)
    fslug = lambda x: pct("-".join(strip(x).split()[:9]))
    hx = lambda n: (lambda g: "".join(g.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7)))(random.Random(BLOG[0] + n))
    ends = lambda p: [k for k in (p.find(". "), p.find("\u061f "), p.find("! ")) if k > 0]
    first = lambda p: p[:min(ends(p)) + 1] if ends(p) else p
    n = len(body)
    story, out = [], []

    def linked(p, href, cls=""):
        """The paragraph's text with one of its longer words a link."""
        w = p.split(" ")
        ks = [k for k in range(1, len(w) - 1) if len(w[k]) >= 5 and w[k] not in FA_WORDS and w[k][-1] not in "\u060c\u061b.\u061f!\u00bb" and w[k][0] != "\u00ab"]
        if not ks or r.random() < 0.65:
            return esc(p)
        k = r.choice(ks)
        return '%s <a href="%s"%s>%s</a> %s' % (esc(" ".join(w[:k])), href(w[k]), cls, esc(w[k]), esc(" ".join(w[k + 1:])))

    def items():
        x = [sentence(r, 4, 14) for _ in range(r.randint(3, 5))]
        return [y[:-1] if y.endswith(".") and r.random() < 0.6 else y for y in x]

    if site == "bbc":
        DESC.append(sentence(r, 10, 24))
        bc = lambda k: "bbc-%s e%s0" % (hx(k)[:6 + len(k) % 2], hx(k + "!")[:6 + len(k) % 2])  # emotion's class of a Simorgh component
        hidden = bc("VisuallyHidden")
        when = lambda d: "%s %s %s - %s" % (fd(d.day), FA_GMONTHS[d.month - 1], fd(d.year), jd(d))
        cid = lambda: "c" + "".join(r.choice("0123456789abcdefghjklmnpqrstvwxyz") for _ in range(10)) + "o"
        aurl = lambda: ("https://www.bbc.com/persian/articles/%s" % cid() if new else
                        "https://www.bbc.com/persian/%s-%d" % (r.choice(FA_SECTIONS["bbc"])[1], r.randint(55000000, 59999999)))
        ipath = lambda: "cpsprodpb/%04X/production/_%d_%s.jpg" % (r.getrandbits(16), r.randint(120000000, 131000000), r.choice(
            ["gettyimages-%d" % r.randint(10 ** 9, 2 * 10 ** 9), "p0%s" % "".join(r.choice("bcdfghjklmnpqrstvwxyz0123456789") for _ in range(5)), "reuters", "epa", "bbc"]))
        ichef = lambda w, x=None: "https://ichef.bbci.co.uk/ace/ws/%d/%s.webp" % (w, x or ipath())
        credits = ["Getty Images", "Getty Images", "Getty Images", "Reuters", "EPA", "AFP", "BBC", "Anadolu Agency", "AP",
                   "شبکه\u200cهای اجتماعی", "شبکه\u200cهای اجتماعی", "ایرنا", "تسنیم", "Handout", "EPA-EFE/REX/Shutterstock"]
        div = lambda inner: '<div dir="rtl" class="%s">%s</div>' % (bc("GridItemLarge"), inner)

        def figure(lead):
            c = sentence(r, 5, 16)[:-1]
            x = ipath()
            EXTRAS.append(c)
            return ('<figure class="%s"><div class="%s"><div class="%s" style="padding-top:56.25%%"><img alt="%s" src="%s" srcSet="%s 240w, %s 320w, %s 480w, %s 624w, %s 800w" '
                    'sizes="(min-width: 1008px) 760px, 100vw" width="976" height="549" class="%s"%s/><p class="%s"><span role="text"><span class="%s">منبع تصویر، </span>%s</span></p></div></div>'
                    '%s</figure>') % (
                bc("Figure"), bc("ImageWrapper"), bc("ImagePlaceholder"), esc(c), ichef(800, x), ichef(240, x), ichef(320, x), ichef(480, x), ichef(624, x), ichef(800, x),
                bc("Image"), "" if lead else ' loading="lazy"', bc("Copyright"), hidden, esc(r.choice(credits)),
                '<figcaption class="%s"><span class="%s">توضیح تصویر، </span><p class="%s">%s</p></figcaption>' % (bc("Caption"), hidden, bc("CaptionText"), esc(c))
                if lead or r.random() < 0.85 else "")

        def video():
            c, m, s = sentence(r, 5, 14)[:-1], r.randint(0, 6), r.randint(5, 59)
            EXTRAS.append(c)
            return ('<figure class="%s"><div class="%s" data-e2e="media-player"><div class="%s"><img alt="" src="%s" class="%s"/><button type="button" class="%s">'
                    '<span class="%s">پخش ویدیو, </span><span class="%s">%s</span><span class="%s">, مدت %s,%s</span><time class="%s" datetime="PT%dM%dS">%s:%s</time></button></div>'
                    '<noscript>برای پخش این فایل لطفا جاوا اسکریپت را فعال یا از یک مرورگر دیگر استفاده کنید.</noscript></div>'
                    '<figcaption class="%s"><span class="%s">توضیح ویدئو، </span>%s</figcaption></figure>') % (
                bc("Figure"), bc("MediaContainer"), bc("Placeholder"), ichef(800), bc("Image"), bc("PlayButton"), hidden, hidden, esc(c), hidden, fd(m), fd("%02d" % s),
                bc("Duration"), m, s, fd(m), fd("%02d" % s), bc("Caption"), hidden, esc(c))

        def tweet():
            who = name()
            handle = "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(r.randint(4, 9))) + r.choice(["", "_", "fa", str(r.randint(1, 99))])
            text = sentence(r, 6, 22)
            d = pub - datetime.timedelta(hours=r.randint(1, 40))
            prov = "Twitter" if year < 2024 else "X"
            skip = ["رد شدن از پست %s" % prov, "پایان پست %s" % prov, "توضیح: بی بی سی مسئول محتوای سایت های دیگر نیست."]
            EXTRAS.extend(skip)
            h = ('<blockquote class="twitter-tweet"><p lang="fa" dir="rtl">%s</p>&mdash; %s (@%s) <a href="https://twitter.com/%s/status/%d">%s %d, %d</a></blockquote>') % (
                esc(text), esc(who), handle, handle, r.randint(10 ** 18, 2 * 10 ** 18), MONTHS[d.month - 1], d.day, d.year)
            return ('<div class="%s"><a href="#end-of-twitter-content-%d" class="%s">%s</a><div class="%s" data-e2e="twitter-embed-%d">%s</div>'
                    '<p class="%s"><span class="%s">توضیح ویدیو، </span>%s محتوای %s ممکن است شامل آگهی باشد.</p><p id="end-of-twitter-content-%d" class="%s">%s</p></div>') % (
                bc("SocialEmbed"), k, bc("SkipLink"), skip[0], bc("EmbedContainer"), k, h, bc("EmbedCaption"), hidden, skip[2], prov, k, hidden, skip[1]), text

        heads = {k for k in range(2, n) if r.random() < 0.35} if n >= 4 and r.random() < 0.5 else set()
        bold = r.random() < 0.7
        tw_at = r.randrange(1, n) if n >= 3 and r.random() < 0.12 else -1
        vid_at = r.randrange(1, n) if n >= 3 and r.random() < 0.15 else -1
        pod_at = min(n - 2, r.choice([1, 2, 3])) if new and n >= 4 and r.random() < 0.35 else -1
        inc_at = r.randrange(1, n) if n >= 3 and r.random() < 0.06 else -1
        list_at = r.randrange(1, n) if n >= 3 and r.random() < 0.1 else -1
        pics = {k for k in range(1, n - 1) if r.random() < 0.22}
        for k, p in enumerate(body):
            if k in heads:
                h = title(r)
                out.append(div('<h2 id="%s" tabindex="-1" class="%s">%s</h2>' % (pct("_".join(strip(h).split())), bc("Subheading"), esc(h))))
                story.append(h)
            text = linked(p, lambda w: aurl(), ' class="%s"' % bc("InlineLink"))
            out.append(div('<p dir="rtl" class="%s">%s</p>' % (bc("Paragraph"), '<b class="%s">%s</b>' % (bc("Bold"), text) if k == 0 and bold else text)))
            story.append(p)
            if k == list_at:
                li = items()
                out.append(div('<ul role="list" class="%s">%s</ul>' % (bc("UnorderedList"), "".join('<li class="%s">%s</li>' % (bc("ListItem"), esc(x)) for x in li))))
                story += li
            if k == tw_at:
                h, text = tweet()
                out.append(h)
                story.append(text)
            if k == vid_at:
                out.append(video())
            if k in pics:
                out.append(figure(False))
            if k == inc_at:
                lines = ["متأسفانه امکان نمایش این بخش از صفحه در موبایل وجود ندارد", "نسخه کامل و تمامی محتوا را ببینید"]
                EXTRAS.extend(lines)
                out.append('<div class="%s"><p class="%s">%s</p><a href="%s" class="%s">%s</a></div>' % (bc("IncludeFallback"), bc("Paragraph"), lines[0], aurl(), bc("InlineLink"), lines[1]))
            if k == pod_at:
                jp = pub - datetime.timedelta(days=r.randint(0, 3))
                promo = ["از پادکست رد شوید و به خواندن ادامه دهید", "پادکست چشم\u200cانداز بامدادی رادیو بی\u200cبی\u200cسی \u2013 %s %s" % (FA_WDAYS[jp.weekday()], jd(jp)), "رادیو فارسی بی\u200cبی\u200cسی"]
                EXTRAS.extend(promo)
                out.append(('<section aria-labelledby="podcast-promo" role="region" class="%s"><a href="#end-of-podcasts" class="%s">%s</a><div class="%s"><strong id="podcast-promo" class="%s">پادکست</strong>'
                            '<div class="%s"><div class="%s"><img alt="پادکست چشم\u200cانداز بامدادی رادیو بی\u200cبی\u200cسی" src="https://ichef.bbci.co.uk/images/ic/160x160/p0bq9rkk.jpg" loading="lazy" class="%s"/></div>'
                            '<div class="%s"><a href="https://www.bbc.com/persian/podcasts/p02pc9mc" class="%s"><span class="%s">%s</span></a><p class="%s">%s</p></div></div></div>'
                            '<p id="end-of-podcasts" class="%s">پایان پادکست</p></section>') % (
                    bc("PodcastPromo"), bc("SkipLink"), promo[0], bc("PromoWrap"), bc("PromoHeading"), bc("PromoCard"), bc("PromoImage"), bc("Image"), bc("PromoText"),
                    bc("PromoLink"), bc("PromoTitle"), promo[2], bc("PromoDescription"), esc(promo[1]), hidden))
        x = r.random()
        lead = figure(True) if x < 0.8 else video() if x < 0.9 else ""
        by = [name() for _ in range(r.choice([1, 1, 2]))] if new and r.random() < 0.45 else []
        role = r.choice(["بی\u200cبی\u200cسی فارسی", "بی\u200cبی\u200cسی فارسی", "بی\u200cبی\u200cسی نیوز فارسی", "خبرنگار بی\u200cبی\u200cسی", "سرویس جهانی بی\u200cبی\u200cسی"])
        topics = list(dict.fromkeys([r.choice(FA_SECTIONS["bbc"])[0]] + [lw() if r.random() < 0.6 else "%s %s" % (lw(), lw()) for _ in range(r.randint(2, 5))]))
        more = [(title(r), pub - datetime.timedelta(days=r.randint(1, 120))) for _ in range(r.randint(2, 4))]
        top = [title(r) for _ in range(3)] if new else []
        most = [title(r) for _ in range(10)]
        foot = "بی بی سی. بی بی سی مسئول محتوای سایت های دیگر نیست."
        EXTRAS.extend([h for h, _ in more] + top + most + ["مطالب مرتبط", "پربیننده\u200cترین\u200cها", foot])
        STORY[:] = story
        stamp = '<time datetime="%s" class="%s">%s</time>' % (pub.strftime("%Y-%m-%d"), bc("Timestamp"), when(pub))
        if upd and upd.date() != pub.date():
            stamp += '<time datetime="%s" class="%s">به روز شده در %s</time>' % (upd.strftime("%Y-%m-%d"), bc("Timestamp"), when(upd))
        if by:
            meta = ('<section role="region" aria-labelledby="article-byline" data-e2e="byline" class="%s"><h2 class="%s" id="article-byline">اطلاعات مقاله</h2><ul role="list" class="%s">%s'
                    '<li class="%s"><span class="%s">شغل، </span><span class="%s">%s</span></li><li class="%s"><span class="%s">منتشر شده در</span>%s</li></ul></section>') % (
                bc("Byline"), hidden, bc("BylineList"), "".join('<li class="%s"><div class="%s"><span class="%s">نویسنده، </span><span class="%s">%s</span></div></li>' % (
                    bc("BylineItem"), bc("BylineAuthor"), hidden, bc("BylineName"), esc(a)) for a in by), bc("BylineItem"), hidden, bc("BylineRole"), esc(role),
                bc("BylineItem"), hidden, stamp)
        else:
            meta = '<div class="%s"><div class="%s">%s</div></div>' % (bc("TimestampWrap"), bc("TimestampInner"), stamp)
        return ('<main role="main" class="%s"><div class="%s"><div class="%s">'
                '<div dir="rtl" class="%s"><h1 id="content" tabindex="-1" class="%s">%s</h1></div>%s%s'
                '%s'
                '<aside class="%s" aria-labelledby="related-topics" role="complementary"><h2 id="related-topics" class="%s">موضوعات مرتبط</h2><ul role="list" class="%s">%s</ul></aside>'
                '<section class="%s" aria-labelledby="related-content-heading" role="region"><div class="%s"><h2 id="related-content-heading" class="%s">مطالب مرتبط</h2></div><ul class="%s" role="list">%s</ul></section>'
                '</div><div class="%s">%s'
                '<section class="%s" aria-labelledby="Most-Read" role="region"><div class="%s"><h2 id="Most-Read" class="%s">پربیننده\u200cترین\u200cها</h2></div><div class="%s"><ol class="%s" dir="rtl" role="list">%s</ol></div></section>'
                '</div></div>'
                '<footer role="contentinfo" class="%s"><div class="%s"><a href="https://www.bbc.com/persian" class="%s"><span class="%s">BBC News, فارسی</span></a><ul class="%s" role="list">%s</ul>'
                '<p class="%s">&copy; %s %s <a href="https://www.bbc.com/persian/institutional/2011/04/000001_links" class="%s">سیاست ما درباره لینک دادن به سایت های دیگر.</a></p></div></footer></main>') % (
            bc("Main"), bc("Grid"), bc("Primary"), bc("HeadlineWrap"), bc("Headline"), esc(t), meta, lead, "\n".join(out),
            bc("RelatedTopics"), bc("RelatedTopicsHeading"), bc("RelatedTopicsList"), "".join(
                '<li class="%s"><a href="https://www.bbc.com/persian/topics/%s" class="%s">%s</a></li>' % (bc("TopicItem"), cid()[:-1] + "t", bc("TopicLink"), esc(y)) for y in topics),
            bc("RelatedContent"), bc("RelatedHeadingWrap"), bc("RelatedHeading"), bc("RelatedList"), "".join(
                '<li class="%s"><div class="%s"><div class="%s"><img alt="" src="%s" loading="lazy" class="%s"/></div><div class="%s"><h3 class="%s"><a href="%s" class="%s">%s</a></h3>'
                '<time datetime="%s" class="%s">%s</time></div></div></li>' % (bc("RelatedItem"), bc("Promo"), bc("PromoImage"), ichef(240), bc("Image"), bc("PromoText"), bc("PromoHeading"),
                                                                            aurl(), bc("PromoLink"), esc(h), d.strftime("%Y-%m-%d"), bc("PromoTime"), when(d)) for h, d in more),
            bc("Secondary"), '<section class="%s" aria-labelledby="top-stories-heading" role="region"><h2 id="top-stories-heading" class="%s">مهم\u200cترین خبرها</h2><ul class="%s" role="list">%s</ul></section>' % (
                bc("TopStories"), bc("SecondaryHeading"), bc("TopStoriesList"), "".join('<li class="%s"><a href="%s" class="%s">%s</a><time class="%s">%s</time></li>' % (
                    bc("TopStoriesItem"), aurl(), bc("PromoLink"), esc(h), bc("PromoTime"), when(pub)) for h in top)) if top else "",
            bc("MostRead"), bc("MostReadHeadingWrap"), bc("SecondaryHeading"), bc("MostReadWrap"), bc("MostReadList"), "".join(
                '<li class="%s"><div class="%s"><span class="%s">%s</span><div class="%s"><a href="%s" class="%s">%s</a></div></div></li>' % (
                    bc("MostReadItem"), bc("MostReadRow"), bc("MostReadRank"), fd(i + 1), bc("MostReadLinkWrap"), aurl(), bc("MostReadLink"), esc(h)) for i, h in enumerate(most)),
            bc("Footer"), bc("FooterInner"), bc("FooterBrand"), hidden, bc("FooterList"), "".join('<li class="%s"><a href="%s" class="%s">%s</a></li>' % (bc("FooterItem"), u, bc("FooterLink"), x) for x, u in [
                ("چرا می\u200cتوانید به بی\u200cبی\u200cسی اطمینان کنید؟", "https://www.bbc.com/persian/institutional-49283091"), ("شرایط استفاده", "https://www.bbc.com/persian/institutional-37474133"),
                ("درباره بی بی سی", "https://www.bbc.com/persian/institutional-37474136"), ("سیاست حفظ حریم خصوصی", "https://www.bbc.com/persian/institutional-37540067"),
                ("کوکی ها", "https://www.bbc.co.uk/usingthebbc/cookies/"), ("تماس با بی بی سی", "https://www.bbc.co.uk/persian/send/u50853555")]),
            bc("FooterCopyright"), fd(pub.year), foot, bc("FooterLink"))
    if site == "agency":
        sec, spath = r.choice(FA_SECTIONS[agency])
        j = jalali(pub)
        code = {"irna": str(r.randint(84000000, 85400000)), "isna": "%d%02d%02d%05d" % (j[0], j[1], j[2], r.randint(10000, 99999)), "tasnim": str(r.randint(2200000, 3100000))}[agency]
        url = lambda h: ("/fa/news/%d/%02d/%02d/%d/%s" % (jalali(pub)[0], jalali(pub)[1], jalali(pub)[2], r.randint(2200000, 3100000), fslug(h)) if agency == "tasnim" else
                         "/news/%s/%s" % (str(r.randint(84000000, 85400000)) if agency == "irna" else "%d%02d%02d%05d" % (j[0], j[1], j[2], r.randint(10000, 99999)), fslug(h)))
        img = lambda: {"irna": "https://img9.irna.ir/d/r2/%d/%02d/%02d/4/%d.jpg?ts=%d" % (pub.year, pub.month, pub.day, r.randint(170000000, 172000000), r.randint(10 ** 12, 2 * 10 ** 12)),
                       "isna": "https://cdn.isna.ir/d/%d/%02d/%02d/3/%d.jpg" % (pub.year, pub.month, pub.day, r.randint(62000000, 63500000)),
                       "tasnim": "https://newsmedia.tasnimnews.com/Tasnim/Uploaded/Image/%d/%02d/%02d/%d%02d%02d%02d%02d%d.jpg" % (
                           j[0], j[1], j[2], j[0], j[1], j[2], pub.hour, pub.minute, r.randint(1000000, 9999999))}[agency]
        who = {"irna": "ایرنا", "isna": "ایسنا", "tasnim": "خبرگزاری تسنیم"}[agency]
        x = r.random()
        opening = ("به گزارش %s، " % who if x < 0.45 else "به گزارش خبرنگار %s %s، " % (sec if agency != "irna" else "گروه " + sec, who) if x < 0.7 else
                   "به گزارش %s از %s، " % (who, r.choice(FA_CITIES[3:])) if x < 0.82 else
                   "به گزارش %s به نقل از %s، " % (who, r.choice(["روابط عمومی وزارت کشور", "پایگاه اطلاع\u200cرسانی دولت", "خبرگزاری رویترز", "شبکه خبر", "روزنامه همشهری"])) if x < 0.92 else
                   ("ایرنا - " if agency == "irna" else "به گزارش %s، " % who))
        lead = sentence(r, 12, 34) if r.random() < 0.92 else None
        if lead and feed_lead:
            TEASER.append(lead)
        else:
            DESC.append(first(opening + body[0]))
        heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 4 and r.random() < 0.45 else set()
        more_at = r.randrange(1, n) if n >= 3 and r.random() < {"irna": 0.4, "isna": 0.15, "tasnim": 0.25}[agency] else -1
        pic_at = r.randrange(1, n - 1) if n >= 4 and r.random() < 0.25 else -1
        list_at = r.randrange(1, n) if n >= 3 and r.random() < 0.08 else -1
        for k, p in enumerate(body):
            if k in heads:
                h = title(r)
                out.append("<p><strong>%s</strong></p>" % esc(h) if r.random() < 0.7 else "<h3>%s</h3>" % esc(h))
                story.append(h)
            p = opening + p if k == 0 else p
            out.append(("<p style=\"text-align: justify;\">%s</p>" if agency == "irna" and r.random() < 0.3 else "<p>%s</p>") % linked(p, lambda w: "/tag/%s" % pct(strip(w))))
            story.append(p)
            if k == list_at:
                li = items()
                out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in li))
                story += li
            if k == pic_at:
                out.append('<p style="text-align: center;"><img src="%s" alt="%s" /></p>' % (img(), esc(t)))
            if k == more_at:
                hs = [title(r) for _ in range(r.choice([1, 1, 2, 3]))]
                EXTRAS.extend(hs + ["بیشتر بخوانید:"])
                out.append("<p><strong>بیشتر بخوانید:</strong></p>" + "".join('<p><a href="%s" target="_blank">%s</a></p>' % (url(h), esc(h)) for h in hs))
        end = {"irna": None, "isna": "انتهای پیام", "tasnim": "انتهای پیام/"}[agency]
        if end:
            out.append("<p>%s</p>" % end)
            EXTRAS.append(end)
        codeline = "کد خبر: %s" % fd(code)
        EXTRAS.append(fd(code))
        up = title(r) if r.random() < 0.5 else None
        tags = list(dict.fromkeys([lw() if r.random() < 0.5 else "%s %s" % (lw(), lw()) for _ in range(r.randint(3, 7))]))
        rel = [title(r) for _ in range(r.choice([0, 3, 4, 5, 6]))]
        most = [title(r) for _ in range(r.choice([5, 8, 10]))]
        short = {"irna": "irna.ir/xj", "isna": "isna.ir/xd", "tasnim": "tn.ai/"}[agency] + ("".join(r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789") for _ in range(4)) if agency != "tasnim" else code)
        EXTRAS.extend(rel + most + ["پربازدیدترین\u200cها", "لینک کوتاه"] + (["اخبار مرتبط"] if rel else []))
        STORY[:] = story
        date_s = ("%s، %s" % (jd(pub), hm(pub)) if agency == "irna" else "%s / %s" % (jd(pub), hm(pub)) if agency == "isna" else
                  "%s %s - %s" % (FA_WDAYS[pub.weekday()], jd(pub), hm(pub)))
        lead_img = '<figure class="item-img"><img class="img-responsive" src="%s" alt="%s" itemprop="image" /></figure>' % (img(), esc(t)) if r.random() < 0.9 else ""
        shares = '<ul class="list-inline item-share">%s</ul>' % "".join('<li><a class="%s" href="%s" target="_blank" rel="nofollow" title="%s"><i class="icon icon-%s"></i></a></li>' % (k, u, lab, k) for k, u, lab in [
            ("telegram", "https://telegram.me/share/url?url=x", "تلگرام"), ("whatsapp", "https://api.whatsapp.com/send?text=x", "واتس\u200cاپ"),
            ("twitter", "https://twitter.com/intent/tweet?url=x", "توییتر" if year < 2024 else "ایکس"), ("eitaa", "https://eitaa.com/share/url?url=x", "ایتا"), ("bale", "https://ble.ir/share/url?url=x", "بله")])
        shortbox = ('<div class="short-link"><span class="short-link-label">لینک کوتاه</span><input type="text" class="form-control" readonly value="%s" />'
                    '<button type="button" class="btn btn-copy" data-clipboard-text="https://%s">کپی شد</button></div>') % (short, short)
        tagbox = ('<section class="box tags"><header class="box-header"><h2 class="box-title">برچسب\u200cها</h2></header><div class="box-content"><ul class="list-inline">%s</ul></div></section>' % "".join(
            '<li><a href="/tag/%s" rel="tag">%s</a></li>' % (pct(y.replace(" ", "+")), esc(y)) for y in tags))
        relbox = ('<section class="box box-related related-news"><header class="box-header"><h2 class="box-title">اخبار مرتبط</h2></header><div class="box-content"><ul class="list-unstyled">%s</ul></div></section>' % "".join(
            '<li class="news"><figure><a href="%s"><img src="%s" alt="%s" loading="lazy" /></a></figure><div class="desc"><h3><a href="%s">%s</a></h3></div></li>' % (
                u, img(), esc(h), u, esc(h)) for h, u in ((h, url(h)) for h in rel)) if rel else "")
        nc = len(cs) if show_cs else 0
        cbox = ""
        if show_cs:
            ct = pub
            li = []
            for i, c in enumerate(cs):
                ct = ct + datetime.timedelta(minutes=r.randint(3, 400))
                li.append(('<li class="comment%s" id="comment-%d"><div class="comment-header"><span class="comment-author">%s</span><span class="comment-date">%s - %s</span></div>'
                           '<div class="comment-body">%s</div><div class="comment-footer"><a href="#" class="comment-reply" data-id="%d">پاسخ</a><span class="like"><i class="icon-thumbs-up"></i> %s</span>'
                           '<span class="dislike"><i class="icon-thumbs-down"></i> %s</span></div></li>') % (
                    " comment-reply-item" if c[3] > 1 else "", 1000000 + i, esc(r.choice(FA_NICKS)), jd(ct), hm(ct), "".join("<p>%s</p>" % esc(q) for q in c[2]), 1000000 + i,
                    fd(r.randint(0, 300)), fd(r.randint(0, 120))))
            cbox = ('<section class="box comments" id="comments"><header class="box-header"><h2 class="box-title">نظرات</h2></header><div class="comments-stats">'
                    '<span>انتشار یافته: %s</span><span>در انتظار بررسی: %s</span><span>غیر قابل انتشار: %s</span></div>%s'
                    '<div class="comment-form"><h3>ارسال نظر</h3><form method="post" action="/comment/send"><input type="text" name="name" placeholder="نام" /><input type="email" name="email" placeholder="ایمیل" />'
                    '<textarea name="body" placeholder="نظر شما"></textarea><p class="comment-rules">نظرات حاوی توهین و هرگونه نسبت ناروا به اشخاص حقیقی و حقوقی منتشر نمی\u200cشود.</p>'
                    '<button type="submit" class="btn">ارسال</button></form></div></section>') % (
                fd(nc), fd(r.randint(0, 9)), fd(r.randint(0, 40)), '<ul class="comments-list">%s</ul>' % "".join(li) if li else "")
        aside = ('<aside class="col-12 col-lg-3 sidebar"><section class="box most-visited"><header class="box-header"><h2 class="box-title">پربازدیدترین\u200cها</h2></header>'
                 '<div class="box-content"><ol>%s</ol></div></section></aside>') % "".join('<li><a href="%s">%s</a></li>' % (url(h), esc(h)) for h in most)
        if agency == "tasnim":
            return ('<main class="container" dir="rtl"><div class="row"><div class="col-md-9"><article class="single-news" itemscope itemtype="http://schema.org/NewsArticle">'
                    '<div class="news-header"><ul class="list-inline details"><li class="service"><a href="/fa/service/%d/">%s</a></li><li class="time">%s</li><li class="news-code">%s</li></ul>'
                    '%s<h1 class="title" itemprop="headline">%s</h1>%s</div>%s'
                    '<div class="story" itemprop="articleBody">%s</div>'
                    '<div class="news-footer">%s%s</div></article>%s%s%s</div>%s</div></main>') % (
                spath, esc(sec), date_s, codeline, '<h4 class="kicker">%s</h4>' % esc(up) if up else "", esc(t),
                '<h3 class="lead" itemprop="description">%s</h3>' % esc(lead) if lead else "", lead_img.replace("item-img", "news-image"), "\n".join(out), shortbox, shares,
                tagbox.replace("برچسب\u200cها", "برچسب\u200cها:"), relbox, cbox, aside.replace("col-12 col-lg-3", "col-md-3"))
        if agency == "isna":
            meta = ('<div class="meta-news"><ul class="list-inline"><li><span class="title-meta">تاریخ انتشار: </span><span class="text-meta">%s</span></li>'
                    '<li><span class="title-meta">کد خبر: </span><span class="text-meta">%s</span></li>%s<li><span class="title-meta">سرویس: </span><span class="text-meta">%s</span></li></ul></div>') % (
                date_s, fd(code), '<li><span class="title-meta">خبرنگار: </span><span class="text-meta">%s</span></li>' % esc(name()) if r.random() < 0.35 else "", esc(sec))
        else:
            meta = ('<div class="item-nav row"><div class="col-6 col-sm-4 item-date"><span>%s</span></div><div class="col-6 col-sm-4 item-code"><span>%s</span></div>'
                    '<div class="col-12 col-sm-4 item-service"><a href="/service/%s">%s</a></div></div>') % (date_s, codeline, spath, esc(sec))
        return ('<main id="main" dir="rtl"><div class="container"><div class="row"><div class="col-12 col-lg-9 main-content">'
                '<article id="item" class="item" itemscope itemtype="http://schema.org/NewsArticle"><meta itemprop="inLanguage" content="fa" />'
                '<div class="item-header">%s<div class="item-title">%s<h1 class="title" itemprop="headline"><a href="%s" itemprop="url">%s</a></h1></div>%s</div>'
                '<div class="item-body">%s<div class="item-text" itemprop="articleBody">%s</div></div>'
                '<div class="item-footer row"><div class="col-12 col-sm-6">%s</div><div class="col-12 col-sm-6">%s</div></div></article>'
                '%s%s%s</div>%s</div></div></main>') % (
            meta, '<h3 class="uptitle">%s</h3>' % esc(up) if up else "", "/news/%s/%s" % (code, fslug(t)), esc(t),
            '<div class="item-summary"><p class="summary introtext" itemprop="description">%s</p></div>' % esc(lead) if lead else "",
            lead_img, "\n".join(out), shortbox, shares, tagbox, relbox, cbox, aside)
    # Pangea: Radio Farda, VOA فارسی
    host = {"farda": "www.radiofarda.com", "voa": "ir.voanews.com"}[pg]
    sec, spath = r.choice(FA_SECTIONS[pg])
    aid = lambda: r.randint(31000000, 33000000) if pg == "farda" else r.randint(5500000, 7900000)
    url = lambda: "/a/%d.html" % aid()
    gdb = lambda: "https://gdb.%s.org/%08x-%04x-%04x-%04x-%012x_w%d_r1_s.jpg" % ("rferl" if pg == "farda" else "voanews", r.getrandbits(32), r.getrandbits(16), r.getrandbits(16),
                                                                                r.getrandbits(16), r.getrandbits(48), r.choice([1023, 800, 650]))
    when = lambda d: "%s ایران %s" % (jd(d), hm(d)) if pg == "farda" else jd(d)
    intro = sentence(r, 12, 30) if r.random() < intro_rate else None
    if intro and feed_lead:
        TEASER.append(intro)
    else:
        DESC.append(first(body[0]))

    def player():
        c = title(r)
        EXTRAS.append(c)
        return ('<div class="media-pholder media-pholder--video media-pholder--embed"><div class="c-sticky-container" data-poster="%s"><div class="c-sticky-element" data-sp_api="pangea-video" data-persistance-enabled="true">'
                '<div class="c-mmp c-mmp--enabled c-mmp--loading c-mmp--video c-mmp--detail c-mmp--has-poster c-sticky-element__swipe-el" data-player_id="" data-title="%s" data-hide-title="False" '
                'data-breakpoint_s="320" data-breakpoint_m="640" data-breakpoint_l="992" data-hlssrc="https://rfe-video-hls.akamaized.net/%d/master.m3u8" data-type="video" data-share_url="https://%s%s">'
                '<div class="c-spinner"><img src="/Content/responsive/img/player-spinner.png" alt="لطفا صبر کنید" title="لطفا صبر کنید" /></div>'
                '<span class="c-mmp__poster js-poster c-mmp__poster--video"><img src="%s" class="c-mmp__poster-img" alt="%s" title="%s" /></span>'
                '<a class="c-mmp__fallback-link" href="https://rfe-video-ns.akamaized.net/%d.mp4"><span class="c-mmp__fallback-link-icon"><span class="ico ico-play"></span></span></a>'
                '<div class="c-mmp__overlay c-mmp__overlay--title c-mmp__overlay--partial c-mmp__overlay--disabled c-mmp__overlay--slide-from-top js-c-mmp__title-overlay">'
                '<span class="c-mmp__overlay-title js-overlay-title">%s</span></div><div class="c-mmp__player"><video src="" data-fallbacksrc="" class="svg-icon" data-type="video/mp4" data-sdkadaptive="true" data-info="Auto"></video></div>'
                '</div></div></div></div>') % (gdb(), esc(c), r.randint(10 ** 6, 10 ** 7), host, url(), gdb(), esc(c), esc(c), r.randint(10 ** 6, 10 ** 7), esc(c))

    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 4 and r.random() < 0.45 else set()
    rel_at = {r.randrange(0, n - 1)} if n >= 3 and r.random() < 0.6 else set()
    if n >= 7 and rel_at and r.random() < 0.3:
        rel_at.add(r.randint(4, n - 2))
    vid_at = r.randrange(1, n) if n >= 3 and r.random() < 0.15 else -1
    list_at = r.randrange(1, n) if n >= 3 and r.random() < 0.08 else -1
    for k, p in enumerate(body):
        if k in heads:
            h = title(r)
            out.append('<h2 class="wsw__h2">%s</h2>' % esc(h))
            story.append(h)
        out.append("<p>%s</p>" % linked(p, lambda w: url()))
        story.append(p)
        if r.random() < 0.08:
            out.append("<p>&nbsp;</p>")
        if k == list_at:
            li = items()
            out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in li))
            story += li
        if k == vid_at:
            out.append('<div class="wsw__embed">%s</div>' % player())
        if k in rel_at:
            hs = [title(r) for _ in range(r.choice([1, 1, 2, 3]))]
            EXTRAS.extend(hs + ["در همین زمینه"])
            out.append(('<div class="wsw__embed wsw__embed--small"><div class="media-block-wrap"><h2 class="section-head">در همین زمینه</h2><div class="row"><ul>%s</ul></div></div></div>') % "".join(
                '<li class="col-xs-12 col-sm-12 col-md-12 col-lg-12 mb-grid"><div class="media-block "><a href="%s" class="img-wrap img-wrap--t-spac img-wrap--size-4 img-wrap--float" title="%s">'
                '<div class="thumb thumb16_9"><noscript class="nojs-img"><img src="%s" alt="%s" /></noscript><img data-src="%s" src="" alt="%s" class=""/></div></a>'
                '<div class="media-block__content media-block__content--h"><a href="%s"><h4 class="media-block__title media-block__title--size-4" title="%s">%s</h4></a></div></div></li>' % (
                    u, esc(h), g, esc(h), g, esc(h), u, esc(h), esc(h)) for h, u, g in ((h, url(), gdb()) for h in hs)))
    x = r.random()
    if x < 0.7:
        c = sentence(r, 5, 16)[:-1]
        EXTRAS.append(c)
        cover = ('<div class="cover-media"><figure class="media-image js-media-expand"><div class="img-wrap"><div class="thumb thumb16_9"><img src="%s" alt="%s" /></div></div>'
                 '<figcaption><span class="caption">%s</span></figcaption></figure></div>') % (gdb(), esc(c), esc(c))
    elif x < 0.85:
        cover = '<div class="cover-media">%s</div>' % player()
    else:
        cover = ""
    by = name() if r.random() < 0.45 else None
    most = [title(r) for _ in range(5)]
    EXTRAS.extend(most + ["پربیننده\u200cترین\u200cها"])
    STORY[:] = story
    shares = "".join('<li class="share__item share__item--%s"><a href="%s" class="btn btn-icon" target="_blank" title="%s"><span class="ico ico-%s"></span></a></li>' % (k, u, lab, k) for k, u, lab in [
        ("facebook", "https://facebook.com/sharer.php?u=x", "فیس\u200cبوک"), ("twitter", "https://twitter.com/share?url=x", "توییتر" if year < 2024 else "ایکس"),
        ("telegram", "https://telegram.me/share/url?url=x", "تلگرام"), ("whatsapp", "whatsapp://send?text=x", "واتس\u200cاپ"), ("email", "mailto:?body=x", "ایمیل")])
    return ('<div class="container" dir="rtl"><div class="row">'
            '<div class="col-category col-xs-12 col-md-8 col-md-offset-2"><div class="category js-category"><a class="" href="/%s">%s</a></div></div>'
            '<div class="col-title col-xs-12 col-md-10 pull-right"><h1 class="title pg-title">%s</h1></div>'
            '<div class="col-publishing-details col-xs-12 col-sm-12 col-md-2 pull-left"><div class="publishing-details ">%s'
            '<div class="published"><span class="date"><time pubdate="pubdate" datetime="%s">%s</time></span></div>%s</div></div>'
            '<div class="col-lg-12 separator"><div class="separator"><hr class="title-line" /></div></div>'
            '<div class="col-multimedia col-xs-12 col-md-10 pull-right">%s</div>'
            '<div class="col-xs-12 col-md-2 pull-left article-share pos-rel"><div class="share--box"><div class="sticky-share-container"><div class="share-nav"><ul class="share share--is-sticky">%s</ul></div></div></div></div>'
            '<div class="col-xs-12 col-sm-12 col-md-10 col-lg-10 pull-right"><div class="row"><div class="col-xs-12 col-sm-12 col-md-8 col-lg-8 pull-left bottom-offset content-offset">%s'
            '<div id="article-content" class="content-floated-wrap fb-quotable"><div class="wsw">%s</div></div></div>'
            '<div class="col-xs-12 col-sm-12 col-md-4 col-lg-4 pull-left design-top-offset"><div class="media-block-wrap"><h2 class="section-head">پربیننده\u200cترین\u200cها</h2>'
            '<div class="row"><ul>%s</ul></div></div></div></div></div></div></div>') % (
        spath, esc(sec), esc(t),
        '<div class="links"><ul class="links__list"><li class="links__item"><a class="links__item-link" href="/author/%s/%s.html">%s</a></li></ul></div>' % (
            "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8)), "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(5)), esc(by)) if by else "",
        iso(pub), when(pub),
        '<div class="published"><span class="date">به\u200cروز شده: <time datetime="%s">%s</time></span></div>' % (iso(upd), when(upd)) if upd and r.random() < 0.5 else "",
        cover, shares, '<div class="intro m-t-md"><p>%s</p></div>' % esc(intro) if intro else "", "\n".join(out),
        "".join('<li class="col-xs-12 col-sm-12 col-md-12 col-lg-12 mb-grid"><div class="media-block "><span class="media-block__number">%s</span><div class="media-block__content">'
                '<a href="%s"><h4 class="media-block__title media-block__title--size-4" title="%s">%s</h4></a></div></div></li>' % (fd(i + 1), url(), esc(h), esc(h)) for i, h in enumerate(most)))


HN_KEYWORDS = {"javascript": ["const", "let", "var", "function", "return", "await", "async", "import", "from", "export", "default", "new", "if", "else", "for", "of"],
               "typescript": ["const", "let", "function", "return", "await", "async", "import", "from", "export", "interface", "type", "new", "if"],
               "python": ["import", "from", "def", "return", "for", "in", "if", "else", "with", "as", "class", "await", "async"],
               "go": ["func", "return", "package", "import", "if", "err", "nil", "var", "type", "struct"],
               "bash": ["export", "cd", "echo", "sudo"], "yaml": [], "json": [], "css": []}
HN_BUILTIN = ["console", "require", "print", "len", "process", "document", "fmt", "JSON", "Promise", "window"]


def hn_code(r, lang):
    """A short listing of made-up names in a language, as a tech blog's post
    shows one: two to six lines."""
    a, b, c, f = [LEXICON[r.randrange(len(LEXICON))] for _ in range(4)]
    m = r.randint(2, 999)
    return r.choice({
        "javascript": [["const %s = require('%s');" % (a, b), "", "%s.%s((%s) => {" % (a, f, c), "  console.log(%s);" % c, "});"],
                       ["export default async function %s(%s) {" % (f, a), "  const %s = await %s.%s(%d);" % (b, a, c, m), "  return %s;" % b, "}"],
                       ["import { %s } from '%s';" % (f, a), "", "const %s = %s({ %s: %d });" % (b, f, c, m)]],
        "typescript": [["interface %s {" % a.title(), "  %s: string;" % b, "  %s: number;" % c, "}"],
                       ["export const %s = async (%s: string): Promise<void> => {" % (f, a), "  await %s.%s(%s);" % (b, c, a), "};"]],
        "python": [["import %s" % a, "", "def %s(%s, %s=%d):" % (f, b, c, m), "    return %s.%s(%s)" % (a, c, b)],
                   ["with open('%s.txt') as %s:" % (a, b), "    for %s in %s:" % (c, b), "        print(%s.strip())" % c]],
        "go": [["func %s(%s string) error {" % (f.title(), a), "    %s, err := %s.%s(%s)" % (b, c, f.title(), a), "    if err != nil {", "        return err", "    }",
                "    fmt.Println(%s)" % b, "    return nil", "}"]],
        "bash": [["npm install %s-%s" % (a, b), "npx %s %s --%s" % (a, f, c)], ["cd %s" % a, "git clone https://github.com/%s/%s.git" % (b, c), "export %s_%s=%d" % (a.upper(), f.upper(), m)],
                 ["sudo apt update", "sudo apt install -y %s" % a, "%s --version" % a]],
        "yaml": [["%s:" % a, "  %s: %s" % (b, c), "  %s: %d" % (f, m), "  enabled: true"], ["name: %s" % a.title(), "on: [push]", "jobs:", "  %s:" % b, "    runs-on: ubuntu-latest"]],
        "json": [["{", '  "%s": "%s",' % (a, b), '  "%s": %d,' % (c, m), '  "%s": true' % f, "}"]],
        "css": [[".%s {" % a, "  display: flex;", "  gap: %dpx;" % r.randint(2, 24), "}"]]}[lang])


def hn_hljs(lang, line):
    """highlight.js's spans over a line of code (keywords, built-ins,
    strings, numbers, comments), escaped."""
    out, i, n = [], 0, len(line)
    kw = HN_KEYWORDS.get(lang, [])
    while i < n:
        ch = line[i]
        if line.startswith("//", i) and lang in ("javascript", "typescript", "go", "css") or ch == "#" and lang in ("python", "bash", "yaml"):
            out.append('<span class="hljs-comment">%s</span>' % esc(line[i:]))
            break
        if ch in "'\"":
            j = line.find(ch, i + 1)
            j = n - 1 if j < 0 else j
            out.append('<span class="hljs-string">%s</span>' % esc(line[i:j + 1]))
            i = j + 1
        elif ch.isdigit():
            j = i
            while j < n and line[j].isdigit():
                j += 1
            out.append('<span class="hljs-number">%s</span>' % line[i:j])
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < n and (line[j].isalnum() or line[j] == "_"):
                j += 1
            w = line[i:j]
            if w in kw or w in ("true", "false", "null", "None", "True"):
                out.append('<span class="hljs-%s">%s</span>' % ("literal" if w in ("true", "false", "null", "None", "True", "nil") else "keyword", w))
            elif w in HN_BUILTIN:
                out.append('<span class="hljs-built_in">%s</span>' % w)
            elif lang == "yaml" and line[j:j + 1] == ":" and not line[:i].strip(" -"):
                out.append('<span class="hljs-attr">%s</span>' % w)
            else:
                out.append(w)
            i = j
        else:
            out.append(esc(ch))
            i += 1
    return "".join(out)


def hn_blocks(r, body, plat, neptune):
    """The post's blocks as the platform's Markdown writes them: (kind,
    ...) with each paragraph's text as read and its HTML (a link, bold,
    italic or inline code over some of its words).  plat: "hashnode",
    "bear", "writeas" or "microblog"."""
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]

    def inl(x, pl=0.35, pb=0.15, pc=0.0):
        w = x.split(" ")
        hw = [esc(y) for y in w]
        free = [k for k in range(len(w) - 1) if w[k][-1:] not in ".?!,"]
        if len(free) > 3 and r.random() < pl:
            k = r.choice(free[:-1])
            span = r.choice([1, 2, 2, 3])
            if all(k + j in free for j in range(span)):
                u = r.choice(["https://github.com/%s/%s" % (lx(), lx()), "https://%s.example/%s/" % (lx(), lx()), "https://en.wikipedia.org/wiki/%s" % lx().title(),
                              "https://%s.dev/docs/%s" % (lx(), lx()), "/%s-%s" % (lx(), lx())])
                attr = {"hashnode": ' target="_blank"', "writeas": ' rel="nofollow"'}.get(plat, "")
                hw[k] = '<a%s href="%s">%s' % (attr, u, hw[k]) if plat == "hashnode" else '<a href="%s"%s>%s' % (u, attr, hw[k])
                hw[k + span - 1] += "</a>"
                free = [f for f in free if f < k - 1 or f > k + span]
        if len(free) > 1 and r.random() < pc:
            k = r.choice(free[1:])
            hw[k] = "<code>%s</code>" % hw[k]
            free.remove(k)
        if free and r.random() < pb:
            k = r.choice(free)
            tg = r.choice(["strong", "strong", "em"])
            hw[k] = "<%s>%s</%s>" % (tg, hw[k], tg)
        return x, " ".join(hw)
    pc = 0.3 if plat == "hashnode" else 0.05
    n = len(body)
    paras = [inl(x, pc=pc) for x in body]
    k0 = 1 if n < 4 else r.choice([1, 2, 2])
    blocks = [("p",) + p for p in paras[:k0]]
    slots = [len(blocks)]
    rest = paras[k0:]
    heads = n >= 3 and r.random() < {"hashnode": 0.75, "bear": 0.35, "writeas": 0.15, "microblog": 0.2}[plat]
    while rest:
        k = r.randint(1, 3)
        if heads:
            blocks.append(("h", 2, title(r) if r.random() < 0.6 else title(r).capitalize()))
        for j, p in enumerate(rest[:k]):
            if heads and j == 1 and r.random() < 0.25:
                blocks.append(("h", 3, title(r).capitalize()))
            blocks.append(("p",) + p)
            slots.append(len(blocks))
        rest = rest[k:]
    probs = {"hashnode": [("code", 0.55), ("code", 0.25), ("ul", 0.35), ("ol", 0.15), ("quote", 0.2), ("img", 0.4), ("callout", 0.25 if neptune else 0),
                          ("embed", 0.07), ("hr", 0.08)],
             "bear": [("ul", 0.3), ("ol", 0.1), ("quote", 0.3), ("code", 0.1), ("img", 0.2), ("hr", 0.1)],
             "writeas": [("ul", 0.15), ("quote", 0.25), ("img", 0.12), ("hr", 0.1)],
             "microblog": [("ul", 0.15), ("quote", 0.2), ("img", 0.3)]}[plat]
    stack = ["javascript", "javascript", "typescript", "python", "bash", "bash", "go", "json", "yaml", "css"]
    adds = {}
    for what, p in probs:
        if r.random() < (p if n > 1 else p / 3):
            adds.setdefault(r.choice(slots), []).append(what)
    for at in sorted(adds, reverse=True):
        new = []
        for what in adds[at]:
            if what == "code":
                lang = r.choice(stack)
                new.append(("code", lang, [x for x in hn_code(r, lang) if x]))
            elif what in ("ul", "ol"):
                new.append((what, [inl(sentence(r, 3, 14), 0.2, 0.1, pc / 2) for _ in range(r.randint(2, 6))]))
            elif what == "quote":
                new.append(("quote",) + inl(sentence(r, 8, 24) if r.random() < 0.6 else para(r, 1, 2), 0.1, 0.1))
            elif what == "callout":
                new.append(("callout", r.choice(["\U0001f4a1", "\U0001f4a1", "\u26a0\ufe0f", "\U0001f4cc", "\u2139\ufe0f", "\U0001f525"])) + inl(sentence(r, 8, 22), 0.1, 0.2, 0.2))
            elif what == "img":
                new.append(("img", " ".join(word(r) for _ in range(r.randint(1, 5))) if r.random() < 0.7 else "", "%s-%s" % (lx(), lx())))
            elif what == "embed":
                new.append(("embed", r.choice(["https://youtu.be/%s%d" % (lx()[:6], r.randint(10, 99)), "https://twitter.com/%s/status/%d" % (lx(), r.getrandbits(60)),
                                               "https://codepen.io/%s/pen/%s" % (lx(), lx()), "https://github.com/%s/%s" % (lx(), lx())])))
            else:
                new.append(("hr",))
        blocks[at:at] = new
    return blocks


def hn_story(blocks):
    """The truth's lines of the blocks: paragraphs, headings, list items,
    quotes, every line of code, a callout's text."""
    out = []
    for b in blocks:
        if b[0] in ("p", "quote"):
            out.append(b[1])
        elif b[0] == "h":
            out.append(b[2])
        elif b[0] in ("ul", "ol"):
            out.extend(x for x, _ in b[1])
        elif b[0] == "code":
            out.extend(b[2])
        elif b[0] == "callout":
            out.append(b[2])
    return out


def hn_slug(x):
    return "-".join("".join(c if c.isalnum() else " " for c in x.lower()).split())


def hn_markdown(blocks):
    """the post's Markdown as its writer typed it (Hashnode's contentMarkdown)"""
    out = []
    for b in blocks:
        if b[0] == "p":
            out.append(b[1])
        elif b[0] == "h":
            out.append("#" * b[1] + " " + b[2])
        elif b[0] in ("ul", "ol"):
            out.append("\n".join(("* " if b[0] == "ul" else "%d. " % (k + 1)) + x for k, (x, _) in enumerate(b[1])))
        elif b[0] == "quote":
            out.append("> " + b[1])
        elif b[0] == "code":
            out.append("```%s\n%s\n```" % (b[1], "\n".join(b[2])))
        elif b[0] == "callout":
            out.append('<div data-node-type="callout">\n<div data-node-type="callout-emoji">%s</div>\n<div data-node-type="callout-text">%s</div>\n</div>' % (b[1], b[2]))
        elif b[0] == "img":
            out.append("![%s](https://cdn.hashnode.com/res/hashnode/image/upload/%s.png)" % (b[1], b[2]))
        elif b[0] == "embed":
            out.append("%%[%s]" % b[1])
        else:
            out.append("---")
    return "\n\n".join(out)


def hashnode(r, t, body, cat, cs):
    """A post on a small hosted blogging platform as its readers met it
    in 2020-2024, one platform a site: Hashnode, Bear Blog, or Write.as
    and Micro.blog (see hn_hashnode(), hn_bear() and hn_writeas()).
    Hashnode's (a Next.js page of Tailwind's utility classes and few
    names of meaning): the blog's header (blog-header, its title, the
    blog-sub-header's links, "Follow" and "Subscribe"), in the 2020-2022
    design or the 2023-2024 one, the cover (next/image's spans and its
    <noscript> copy), the h1 (data-query="post-title"), a subtitle in
    an h2 under it on some posts, the author's picture and name, "Mar 7,
    2023" with its tooltip and "5 min read", "Play this article" on some
    sites, a "Table of contents" box of the headings' links on some
    posts, the body in div#post-content-wrapper (the "prose prose-lg"
    classes) inside div#post-content-parent: paragraphs with links, bold
    and inline code, h2s and h3s with their "heading-" ids, lists (each
    item's text in a <p> in the newer editor), quotes, code blocks of
    highlight.js's spans under a "Copy" button (twice over on some
    sites, as the page's hydration leaves it), pictures of the image
    CDN, the newer editor's callouts of an emoji and a text, an embed's
    card of its bare link, a rule; then the older design's reactions
    and "Comments (N)" thread (each comment's text in a box of the
    "prose" class as the post's, replies under their comment) or the
    newer's floating bar of the likes' and comments' counts, the "Subscribe
    to my newsletter" box ("Read articles from BLOG directly inside
    your inbox..."), "Did you find this article valuable?" ("Support
    NAME by becoming a sponsor. Any amount is appreciated!", "Sponsor",
    "Learn more about Hashnode Sponsors") on some sites, the tags,
    "Written by" and the author's bio and "Follow", "More articles"
    cards of titles and briefs (or an article series' list), the footer
    ("Publish with Hashnode", "Powered by Hashnode - Home for tech
    writers and readers"), and __NEXT_DATA__'s JSON holding the post's
    HTML again (and its Markdown on the older design).  Bear Blog's: the
    header's h2 and links, <main> holding the h1, "<p><i><time>" (on
    most sites), the post's HTML (in a <content> element on some sites),
    the tags' p.tags of "#tag" links, "Reply via email" on some sites,
    the upvote's form ("Toast this post" and its count), an email
    signup form on some; "Powered by Bear ʕ•ᴥ•ʔ".  Write.as's (WriteFreely's
    template): h1#blog-title's h-card, article#post-body.h-entry, its
    h2#title.p-name and time.dt-published, div.e-content holding the
    post, the hashtags' line of a.hashtag links closing it on some
    posts, the blog's signature after a rule (a "Reply by email" link,
    a line) on some sites, "Discuss..." and the email subscription form
    on some, "published with write.as"; or Micro.blog's Hugo theme
    (div.post.h-entry's header, its title and time, article.post-content
    e-content, or a theme's h1.p-name, a.u-url's time.dt-published and
    div.e-content), "Reply by email" and "Conversation on Micro.blog"
    links in div.response-options, conversation.js.  Comments only on
    Hashnode's older design (the others load them by script or have
    none).  The feed's description: Hashnode's brief (the text's first
    250 characters), the whole HTML on the others.  The truth: Hashnode's
    subtitle where the page shows one, then the post as its reader
    reads it: paragraphs, headings, list items, quotes, every line of
    code, the callouts' text; not the title, the dates, the author's
    lines, reading time, the table of contents, "Copy", pictures,
    embeds' links, the callouts' emoji, reactions, tags, hashtags'
    lines, signatures, reply links, the boxes, the bio, the cards, the
    upvote, comments nor footers."""
    rs = random.Random(BLOG[0] + " hashnode")
    plat = ("hashnode", "hashnode", "bear", rs.choice(["writeas", "writeas", "microblog"]))[DATE_STYLE]
    if plat == "hashnode":
        return hn_hashnode(r, rs, t, body, cat, cs)
    if plat == "bear":
        return hn_bear(r, rs, t, body)
    return hn_writeas(r, rs, t, body, plat)


HN_BIOS = ["Software engineer", "Full-stack developer", "Frontend developer", "DevOps engineer", "Cloud engineer", "Developer advocate",
           "Student", "Backend developer", "Data engineer", "Technical writer", "Indie hacker", "Mobile developer"]
HN_REACTIONS = [("LIKE", "\U0001f44d"), ("HEART", "\u2764\ufe0f"), ("UNICORN", "\U0001f984"), ("CLAP", "\U0001f44f"), ("CUP_OF_TEA", "\u2615"),
                ("PARTY", "\U0001f389"), ("TROPHY", "\U0001f3c6"), ("ROCKET", "\U0001f680")]


def hn_hashnode(r, rs, t, body, cat, cs):
    """Hashnode's blog post page (see hashnode())."""
    new = rs.random() < 0.5  # the 2023-2024 design, else the 2020-2022 one
    years = [2023, 2024] if new else [2020, 2021, 2021, 2022, 2022]
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    site = "".join(c for c in (own or BLOG[0].split()[:1])[0].lower() if c.isalnum()) or "blog"
    team = [rs.choice(NAMES[:10])] if rs.random() < 0.8 else rs.sample(NAMES[:10], 3)
    is_team = len(team) > 1
    people = {}
    for nm in team:
        people[nm] = ("".join(nm.lower().split()) + rs.choice(["", "", "dev", str(rs.randint(1, 99)), "codes"]), rs.choice(HN_BIOS),
                      " ".join(sentence(rs, 8, 20) for _ in range(rs.randint(1, 3))), "%x" % rs.getrandbits(48))
    host = rs.choice(["blog.%s.dev" % site, "%s.com" % site, "www.%s.io" % site]) if rs.random() < 0.4 else "%s.hashnode.dev" % people[team[0]][0]
    pub_id = "%024x" % rs.getrandbits(96)
    newsletter, sponsors, audio = rs.random() < 0.55, rs.random() < 0.35, rs.random() < 0.25
    toc_site, copy2, branding = rs.random() < 0.55, new and rs.random() < 0.5, rs.random() < 0.8
    nav = rs.sample(["Newsletter", "About", "Projects", "Series", "Tutorials", "Contact", "Uses", "Now"], rs.randint(0, 4))
    ro = rs.random() < 0.3  # read time shown on the newer design's blogs that turn it on
    author = r.choice(team)
    handle, tagline, bio, pic = people[author]
    EXTRAS.append(bio)
    d = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    mon = d.strftime("%b")
    date_s = "%s %d, %d" % (mon, d.day, d.year)
    cdn = "https://cdn.hashnode.com/res/hashnode/image/upload"
    uid = lambda: "%08x-%04x-%04x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48))
    stamp = lambda: int(d.timestamp() * 1000) + r.randint(-900000000, 0)
    blocks = hn_blocks(r, body, "hashnode", new)
    story = hn_story(blocks)
    STORY[:] = story
    sub = sentence(r, 6, 14)[:-1] if r.random() < 0.35 else None
    if sub:
        TEASER.append(sub)
    flat = " ".join(story)
    brief = flat[:250]
    DESC.append(brief)
    words = len(flat.split())
    mins = max(1, (words + 199) // 200)
    svg = lambda cls, p: '<svg class="%s" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg"><path d="%s" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"></path></svg>' % (cls, p)
    copy_btn = ('<div><button class="absolute right-0 top-0 m-2 font-mono text-xs font-semibold uppercase text-white focus:outline-none"><span class="flex flex-row items-center leading-none">'
                '<span class="mr-1">Copy</span><svg class="h-4 w-4 fill-current" viewBox="0 0 384 512"><path d="M336 64h-88.6c.4-2.6.6-5.3.6-8 0-30.9-25.1-56-56-56s-56 25.1-56 56c0 2.7.2 5.4.6 8H48C21.5 64 0 85.5 0 112v352c0 26.5 21.5 48 48 48h288c26.5 0 48-21.5 48-48V112c0-26.5-21.5-48-48-48z"></path></svg></span></button></div>')

    # the post's HTML as Hashnode's renderer writes it
    out, heads = [], []
    for b in blocks:
        if b[0] == "p":
            out.append("<p>%s</p>" % b[2])
        elif b[0] == "h":
            hid = "heading-" + hn_slug(b[2])
            heads.append((b[1], b[2], hid))
            out.append('<h%d id="%s">%s</h%d>' % (b[1], hid, esc(b[2]), b[1]))
        elif b[0] in ("ul", "ol"):
            li = "<li><p>%s</p>\n</li>\n" if new else "<li>%s</li>\n"
            out.append("<%s>\n%s</%s>" % (b[0], "".join(li % h for _, h in b[1]), b[0]))
        elif b[0] == "quote":
            out.append("<blockquote>\n<p>%s</p>\n</blockquote>" % b[2])
        elif b[0] == "code":
            src = '<pre><code class="lang-%s">%s\n</code></pre>' % (b[1], "\n".join(hn_hljs(b[1], x) for x in b[2]))
            if new:
                src = '<div style="position:relative;">%s%s</div>' % (copy_btn, '<div style="position:relative;">%s%s</div>' % (copy_btn, src) if copy2 else src)
            out.append(src)
        elif b[0] == "img":
            src = "%s/v%d/%s.%s?auto=compress,format&amp;format=webp" % (cdn, stamp(), uid(), r.choice(["png", "png", "jpeg", "gif"]))
            out.append('<p><img src="%s" alt="%s"%s /></p>' % (src, esc(b[1]), ' class="image--center mx-auto"' if new and r.random() < 0.7 else ""))
        elif b[0] == "callout":
            out.append('<div data-node-type="callout">\n<div data-node-type="callout-emoji">%s</div>\n<div data-node-type="callout-text">%s</div>\n</div>' % (b[1], b[3]))
        elif b[0] == "embed":
            out.append('<div class="embed-wrapper"><div class="embed-loading"><div class="loadingRow"></div><div class="loadingRow"></div></div><a class="embed-card" href="%s">%s</a></div>' % (b[1], b[1]))
        else:
            out.append("<hr />")
    content = "\n".join(out) + "\n"

    def avatar(who, size, cls):
        h, _, _, p = people.get(who, ("".join(who.lower().split()), "", "", "%x" % r.getrandbits(48)))
        return ('<a href="https://hashnode.com/@%s" class="relative block h-full w-full"><span style="box-sizing:border-box;display:inline-block;overflow:hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;position:relative;max-width:100%%">'
                '<span style="box-sizing:border-box;display:block;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;max-width:100%%"><img style="display:block;max-width:100%%;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0" alt="" aria-hidden="true" src="data:image/svg+xml,%%3csvg%%20xmlns=%%27http://www.w3.org/2000/svg%%27%%20version=%%271.1%%27%%20width=%%27%d%%27%%20height=%%27%d%%27/%%3e"/></span>'
                '<img alt="%s\'s photo" src="%s/v%d/%s.jpeg?w=%d&amp;h=%d&amp;fit=crop&amp;crop=faces&amp;auto=compress,format&amp;format=webp" decoding="async" data-nimg="intrinsic" class="%s" style="position:absolute;top:0;left:0;bottom:0;right:0;box-sizing:border-box;padding:0;border:none;margin:auto;display:block;width:0;height:0;min-width:100%%;max-width:100%%;min-height:100%%;max-height:100%%"/></span></a>') % (
            h, size, size, esc(who), cdn, 1600000000000 + int(p[:6], 16) % 99999999999, p, size, size, cls)

    # the blog's header
    logo = ('<h1 class="blog-main-logo"><a class="blog-title block break-words px-2 text-center font-heading text-2xl font-semibold leading-snug text-slate-900 dark:text-white md:text-3xl" aria-label="%s home page" href="/">'
            '<span class="block truncate">%s</span></a></h1>') % (esc(BLOG[0]), esc(BLOG[0]))
    links = "".join('<a class="blog-nav-link group flex flex-row items-center whitespace-nowrap rounded-full px-2 py-1 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 lg:px-3" href="/%s"><span>%s</span></a>'
                    % (x.lower(), x) for x in nav)
    if new:
        header = ('<header class="blog-header relative z-50 w-full border-b border-black/10 bg-white bg-opacity-70 dark:border-white/10 dark:bg-slate-900 dark:bg-opacity-70"><div class="container mx-auto px-2 md:px-4 2xl:px-10">'
                  '<div class="relative z-40 flex flex-row items-center justify-between pb-2 pt-8 md:mb-4"><div class="flex flex-row items-center py-1"><div class="mr-2 md:hidden">'
                  '<button type="button" aria-label="Open blog links" class="flex flex-row items-center rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">%s</button></div>'
                  '<div class="hidden md:block">%s</div></div><div class="flex flex-row items-center"><button type="button" aria-label="Open blog search" class="rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">%s</button>'
                  '<button type="button" aria-label="Toggle theme" class="rounded-full p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">%s</button>'
                  '<button type="button" class="ml-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200">%s</button></div></div>'
                  '<div class="mb-6 mt-10 flex flex-col items-center md:hidden">%s</div><div class="blog-sub-header" data-testid="blog-sub-header"><nav class="relative z-30 hidden flex-row items-center justify-between text-sm font-medium md:flex">'
                  '<div class="flex flex-row items-center">%s%s</div></nav></div></div></header>') % (
            svg("h-6 w-6 stroke-current", "M3 12h18M3 6h18M3 18h18"), logo, svg("h-5 w-5 stroke-current", "M21 21l-6-6m2-5a7 7 0 11-14 0 7 7 0 0114 0z"),
            svg("h-5 w-5 stroke-current", "M12 3v1m0 16v1m9-9h-1M4 12H3"), "Subscribe" if newsletter else "Follow", logo,
            '<a class="blog-nav-link group flex flex-row items-center whitespace-nowrap rounded-full px-2 py-1 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 lg:px-3" href="/"><span>Home</span></a>', links)
    else:
        header = ('<header class="blog-header border-b bg-white dark:border-slate-800 dark:bg-slate-900"><div class="container mx-auto px-4 2xl:px-10"><div class="relative z-40 flex flex-row items-center justify-between pb-2 pt-8 md:mb-4">'
                  '<div class="flex flex-row items-center py-1">%s</div><div class="flex flex-row items-center"><button type="button" class="flex flex-row items-center rounded-full border border-slate-200 px-4 py-2 text-base font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200">'
                  '%s<span>Follow</span></button></div></div><div class="blog-sub-header" data-testid="blog-sub-header"><nav class="relative z-30 flex flex-row flex-wrap items-center">%s</nav></div></div></header>') % (
            logo, svg("mr-2 h-5 w-5 fill-current", "M12 4v16m8-8H4"), links)

    # the post's header: cover, title, subtitle, author, date, reading time
    cover = ""
    if r.random() < 0.75:
        cu = "%s/v%d/%s.%s" % (cdn, stamp(), uid(), r.choice(["png", "jpeg", "jpeg", "webp"]))
        cover = ('<div class="relative%s"><span style="box-sizing:border-box;display:block;overflow:hidden;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;position:relative">'
                 '<span style="box-sizing:border-box;display:block;width:initial;height:initial;background:none;opacity:1;border:0;margin:0;padding:0;padding-top:52.5%%"></span>'
                 '<img alt="%s" src="%s?w=1600&amp;h=840&amp;fit=crop&amp;crop=entropy&amp;auto=compress,format&amp;format=webp" decoding="async" data-nimg="responsive" class="mb-0 block w-full" '
                 'style="position:absolute;top:0;left:0;bottom:0;right:0;box-sizing:border-box;padding:0;border:none;margin:auto;display:block;width:0;height:0;min-width:100%%;max-width:100%%;min-height:100%%;max-height:100%%"/>'
                 '<noscript><img alt="%s" src="%s?w=1600&amp;h=840&amp;fit=crop&amp;crop=entropy&amp;auto=compress,format&amp;format=webp" decoding="async" data-nimg="responsive" '
                 'style="position:absolute;top:0;left:0;bottom:0;right:0;box-sizing:border-box;padding:0;border:none;margin:auto;display:block;width:0;height:0;min-width:100%%;max-width:100%%;min-height:100%%;max-height:100%%" class="mb-0 block w-full" loading="lazy"/></noscript></span></div>') % (
            "" if new or r.random() < 0.7 else " my-8 md:my-14", esc(t), cu, esc(t), cu)
    bottom = not new and cover and " my-8" in cover
    title_h = ('<div class="font-heading mt-6 break-words px-4 text-center text-3xl font-extrabold text-slate-900 dark:text-white md:mt-10 md:px-5 md:text-4xl lg:px-8 xl:px-20 xl:text-5xl %s">'
               '<h1 class="leading-snug" data-query="post-title">%s</h1></div>') % ("mb-5" if sub else "mb-8 md:mb-14", esc(t))
    if sub:
        title_h += ('<div class="font-heading mb-8 px-4 text-center md:mb-14 md:px-5 lg:px-8 xl:px-20"><h2 class="text-2xl leading-snug text-slate-700 dark:text-slate-400 md:text-3xl xl:text-3xl">%s</h2></div>' % esc(sub))
    who = [author] + ([x for x in team if x != author][:r.randint(0, 2)] if is_team and r.random() < 0.2 else [])
    pics = "".join('<div style="z-index:%d" class="overflow-hidden rounded-full  bg-slate-200  dark:bg-white/20 md:mr-3%s %s">%s</div>' % (
        k + 1, " hidden md:block" if k else "", "h-10 w-10 md:h-12 md:w-12" if len(who) == 1 else "h-8 w-8 border-2 border-slate-100 dark:border-slate-800 md:h-9 md:w-9",
        avatar(x, 200, "relative z-20 block w-full rounded-full")) for k, x in enumerate(who))
    name = ('<a href="https://hashnode.com/@%s" class="ml-2 font-semibold text-slate-600 dark:text-white md:ml-0"><span>%s</span></a>' % (handle, esc(author)) if len(who) == 1 else
            '<button class="ml-2 text-left font-semibold text-slate-600 hover:underline dark:text-white"><span>%s</span><span class="font-normal"> <br class="block sm:hidden"/>with %d co-author%s</span></button>' % (
                esc(author), len(who) - 1, "" if len(who) == 2 else "s"))
    meta = ('<div class="relative z-20 mb-8 flex flex-row flex-wrap items-center justify-center px-4 md:-mt-7 md:mb-14 md:text-lg last:md:mb-10"><div class="mb-5 flex w-full flex-row items-center justify-center md:mb-0 md:w-auto md:justify-start">%s%s</div>'
            '<div class="mb-5 flex w-full flex-row items-center justify-center md:mb-0 md:w-auto md:justify-start"><span class="mx-3 hidden font-bold text-slate-500 md:block">\u00b7</span>'
            '<a href="/%s" class="tooltip-handle text-slate-700 dark:text-slate-400" data-title="%s %d, %d %02d:%02d"><span>%s</span></a>%s</div></div>') % (
        pics, name, SLUG[0].strip("/").replace(".html", ""), mon, d.day, d.year, d.hour, d.minute, date_s,
        '<span class="mx-3 block font-bold text-slate-500">\u00b7</span><p class="flex flex-row items-center text-slate-700 dark:text-slate-400">%s<span>%d<!-- --> min read</span></p>' % (
            svg("mr-2 h-5 w-5 fill-current opacity-75", "M12 6v12m-8-6h16"), mins) if (ro or not new) else "")
    if audio:
        EXTRAS.append("Play this article")
        meta += ('<div class="mx-auto mb-10 flex w-full max-w-md flex-row items-center justify-center gap-3 rounded-full border border-slate-200 px-4 py-2 dark:border-slate-800">'
                 '<button type="button" aria-label="Play this article" class="rounded-full bg-blue-600 p-2 text-white">%s</button><p class="text-sm font-medium text-slate-700 dark:text-slate-300">Play this article</p>'
                 '<button type="button" class="ml-auto text-xs font-semibold text-slate-500">SPEED<!-- --> <!-- -->1X</button></div>') % svg("h-4 w-4 fill-current", "M8 5v14l11-7z")
    head = '<div class="blog-article-page container relative mx-auto grid grid-cols-8"><div class="col-span-full lg:col-span-6 lg:col-start-2">%s%s%s%s</div></div>' % (
        "" if bottom else cover, title_h, meta, cover if bottom else "")

    # the table of contents
    toc = ""
    if heads and toc_site and r.random() < 0.75:
        items = "".join('<li class="px-2 py-0.5 align-middle"><div class="flex items-center gap-2 rounded-lg hover:underline"><a id="%s" class="w-full py-2.5 pr-2.5 text-sm font-medium text-slate-800 dark:text-slate-100 pl-3%s" href="#%s" aria-label="%s">%s</a></div></li>' % (
            "%x" % r.getrandbits(40), " ml-4" if lv == 3 else "", hid, esc(h), esc(h)) for lv, h, hid in heads)
        toc = ('<div class="relative mb-10 w-full overflow-hidden rounded-2xl border border-slate-200 bg-white p-4 pt-0 dark:border-slate-800 dark:bg-slate-900"><div class="max-h-full"><div class="pt-4">'
               '<h2 class="px-[18px] py-2 text-sm font-medium uppercase text-slate-500 dark:text-slate-400"><span>Table of contents</span></h2></div><ul class="list-inside font-semibold dark:border-slate-800">%s</ul></div></div>') % items
    likes = r.choice([0, 0, 1, 2, 3, 5, 8, 12, 20, 34, 60, 110])
    wrapper = '<div id="post-content-wrapper" class="prose prose-lg mx-auto mb-10 min-h-30 break-words dark:prose-dark xl:prose-xl">%s</div>' % content
    bar = ""
    if new:
        bar = ('<style>.post-floating-bar {\n              bottom: -60px;\n            }\n            .post-floating-bar.active {\n              bottom: 40px\n            }\n            </style>'
               '<div class="post-floating-bar fixed left-0 right-0 z-50 flex h-12 w-full flex-wrap justify-center 2xl:h-14 animation active"><div class="mx-auto flex h-12 max-w-[380px] flex-wrap items-center justify-around rounded-full border-1/2 border-slate-200 bg-white px-5 py-1 text-sm  text-slate-800 shadow-lg dark:border-slate-500 dark:bg-slate-700 dark:text-slate-50 2xl:h-14">'
               '<button type="button" aria-label="Like this article" class="flex flex-row items-center rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800">%s<span class="ml-1">%s</span></button>'
               '<div data-orientation="vertical" aria-orientation="vertical" role="separator" class="my-auto w-px bg-slate-200 dark:bg-slate-700 mx-2 h-5"></div>'
               '<button class="flex flex-row items-center rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800" type="button" aria-label="Open comments">%s<span class="ml-1">%s</span></button>'
               '<div data-orientation="vertical" aria-orientation="vertical" role="separator" class="my-auto w-px bg-slate-200 dark:bg-slate-700 mx-2 h-5"></div>'
               '<button type="button" aria-label="Add to bookmarks" class="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800">%s</button>'
               '<button type="button" id="radix-:r%d:" aria-haspopup="menu" aria-expanded="false" data-state="closed" aria-label="Share this article" class="outline-none cursor-pointer rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800">%s</button></div></div>') % (
            svg("h-4 w-4 stroke-current sm:h-5 sm:w-5 2xl:h-6 2xl:w-6", "M12 21l-8.5-8.5a5 5 0 117-7L12 7l1.5-1.5a5 5 0 117 7z"), likes if likes else "",
            svg("h-4 w-4 stroke-current sm:h-5 sm:w-5 2xl:h-6 2xl:w-6", "M9 16.5c4 0 7.5-3 7.5-7.5S13 1.5 9 1.5 1.5 4.5 1.5 9c0 1 .2 2 .5 2.8L1.6 15.6l3.8-.6c1 .4 2.2.6 3.6.6z"), len(cs) if cs else "",
            svg("h-4 w-4 stroke-current sm:h-5 sm:w-5", "M5 3h14v18l-7-4-7 4z"), r.randint(1, 9), svg("h-4 w-4 stroke-current sm:h-5 sm:w-5", "M6 8l6-4 6 4M6 16l6 4 6-4"))
    parent = '<div id="post-content-parent" class="relative mb-10 pb-14">%s%s</div>' % (wrapper, bar)

    # the older design's reactions under the text
    reacts = ""
    if not new:
        picked = [x for x in HN_REACTIONS if r.random() < 0.4] or HN_REACTIONS[:1]
        reacts = ('<div class="blog-post-reactions mb-10 flex flex-row flex-wrap items-center justify-center">%s<button type="button" class="ml-3 flex flex-row items-center rounded-full border px-3 py-1 text-slate-600 dark:border-slate-700">'
                  '%s<span class="ml-1">%d</span></button></div>') % ("".join(
                      '<button type="button" aria-label="%s" class="mr-2 flex flex-row items-center rounded-full border border-slate-200 px-2 py-1 dark:border-slate-700">'
                      '<img class="h-6 w-6" alt="%s" src="%s/v1594643772867/%s.png"/><span class="ml-1 font-semibold text-slate-700 dark:text-slate-300">%d</span></button>' % (
                          nm.lower(), em, cdn, "%x" % (0x5f0e1d2c + 7919 * k), r.randint(1, 40)) for k, (nm, em) in enumerate(picked)),
                      svg("h-5 w-5 stroke-current", "M9 16.5c4 0 7.5-3 7.5-7.5"), len(cs))
    # the newsletter's and the sponsors' boxes
    boxes = ""
    if newsletter:
        EXTRAS.append("directly inside your inbox")
        boxes += ('<div class="my-10 mt-20 flex w-full flex-col items-center pb-10 md:px-5"><h3 class="mb-5 text-center font-heading text-2xl font-bold text-slate-900 dark:text-slate-50 md:text-3xl">Subscribe to %s newsletter</h3>'
                  '<p class="mb-5 text-center text-lg text-slate-700 dark:text-slate-300 md:w-2/3 md:text-xl">Read articles from <strong>%s</strong> directly inside your inbox. Subscribe to the newsletter, and don&#x27;t miss out.</p>'
                  '<div class="flex flex-row overflow-hidden rounded-lg border border-slate-800 dark:border-slate-200 md:w-2/3"><input type="email" placeholder="Enter your email address" class="w-full bg-transparent p-3 text-black outline-none dark:text-white md:p-5 md:text-lg"/>'
                  '<button type="button" class="shrink-0 rounded-none bg-slate-800 px-3 font-bold uppercase tracking-wide text-white hover:bg-slate-700 dark:bg-slate-200 dark:text-black dark:hover:bg-slate-300 md:px-5">Subscribe</button></div></div>') % (
            "our" if is_team else "my", esc(BLOG[0]))
    if sponsors:
        EXTRAS.extend(["Did you find this article valuable?", "by becoming a sponsor"])
        boxes += ('<div class="blog-sponsorship-section mx-auto mb-10 flex w-full flex-col items-center rounded-lg border border-slate-200 px-4 py-8 text-center dark:border-slate-800 md:px-10">'
                  '<h3 class="mb-3 font-heading text-xl font-bold text-slate-900 dark:text-slate-50 md:text-2xl">Did you find this article valuable?</h3>'
                  '<p class="mb-5 text-lg text-slate-700 dark:text-slate-300">Support <strong>%s</strong> by becoming a sponsor. Any amount is appreciated!</p>'
                  '<button type="button" class="flex flex-row items-center rounded-full bg-blue-600 px-5 py-2 font-semibold text-white">%s<span>Sponsor</span></button>'
                  '<p class="mt-5 text-sm text-slate-500 dark:text-slate-400">%s<a href="https://hashnode.com/sponsors" target="_blank" rel="noopener" class="underline">Learn more about Hashnode Sponsors</a></p></div>') % (
            esc(BLOG[0] if is_team else author), svg("mr-2 h-5 w-5 fill-current", "M12 21l-8.5-8.5a5 5 0 117-7L12 7"),
            '<a href="/sponsor" class="underline">See recent sponsors</a> | ' if r.random() < 0.4 else "")
    tags = [LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(0, 5))]
    tags_h = ('<div class="mb-5 flex w-full flex-row flex-wrap justify-center md:mb-0">%s</div>' % "".join(
        '<a class="mb-2 mr-3 rounded-lg border bg-slate-100 px-2 py-1 text-base font-medium text-slate-700 hover:bg-slate-200 dark:border-slate-800 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700" href="/tag/%s?source=tags_bottom_blogs"><span>%s</span></a>' % (
            x, x.title() if r.random() < 0.4 else x) for x in tags)) if tags else ""
    # an article series' list or "More articles"
    series = ""
    others = [(title(r), " ".join(sentence(r, 8, 20) for _ in range(2)), r.choice(team)) for _ in range(3)]
    in_series = new and r.random() < 0.12
    if in_series:
        sname = title(r)
        parts = others[:r.randint(2, 3)]
        k = r.randint(0, len(parts))
        EXTRAS.extend([sname] + [p[0] for p in parts])
        lst = [p[0] for p in parts[:k]] + [None] + [p[0] for p in parts[k:]]
        series = ('<div class="mb-10 w-full rounded-2xl border border-slate-200 p-5 dark:border-slate-800"><p class="mb-2 text-sm font-semibold uppercase tracking-wider text-slate-500">Article Series</p>'
                  '<h3 class="mb-4 font-heading text-xl font-bold text-slate-900 dark:text-white"><a href="/series/%s">%s</a></h3><ol class="flex flex-col gap-3">%s</ol></div>') % (
            hn_slug(sname), esc(sname), "".join(
                '<li class="flex flex-row items-center gap-3"><span class="flex h-7 w-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold">%d</span>%s</li>' % (
                    i + 1, '<span class="font-semibold text-blue-600">%s</span>' % esc(t) if x is None else '<a href="/%s" class="text-slate-700 dark:text-slate-300">%s</a>' % (hn_slug(x), esc(x)))
                for i, x in enumerate(lst)))
    written = ('<div class="mb-5 mt-10 flex flex-col gap-16"><div class="flex-1 px-2"><div class="flex flex-col flex-wrap items-start md:flex-nowrap">'
               '<h3 class="mb-4 w-full border-b-1-1/2 pb-2 text-base font-medium tracking-wider text-slate-500 dark:border-slate-800 dark:text-slate-400 ">Written by</h3>'
               '<div class="flex w-full flex-col gap-12"><div class="flex flex-col flex-wrap items-start md:flex-nowrap"><div class="flex w-full flex-1 flex-col md:flex-row">'
               '<div class="mb-4 flex w-full flex-1 flex-row md:mb-0"><div class="mr-4 flex flex-row md:mb-0"><div class="block h-10 w-10 overflow-hidden rounded-full border dark:border-slate-800 md:h-14 md:w-14">%s</div></div>'
               '<div class="flex flex-1 flex-col"><h4 class="text-xl font-bold text-slate-900 dark:text-slate-100"><a href="https://hashnode.com/@%s" class="hover:text-blue-600 dark:hover:text-blue-500">%s</a></h4>'
               '<p class="text-base font-medium text-slate-600 dark:text-slate-300">%s</p><div class="prose dark:prose-dark mt-2"><p>%s</p></div></div></div>'
               '<div class="flex flex-row items-start"><button type="button" class="flex flex-row items-center justify-center rounded-full border border-blue-600 px-3 py-1 text-sm font-medium text-blue-600">%s<span>Follow</span></button></div>'
               '</div></div></div></div></div></div>') % (
        avatar(author, 256, "block w-full rounded-full"), handle, esc(author), esc(tagline), esc(bio), svg("mr-1 h-4 w-4 stroke-current", "M12 5v14M5 12h14"))
    more = ""
    if not in_series and r.random() < 0.92:
        mo = others[:r.choice([2, 3, 3])]
        cards = []
        for ot, ob, ow in mo:
            shown = ob[:100] + ("\u2026" if len(ob) > 100 else "")
            EXTRAS.extend([ot, ob[:100]])
            ou = "/" + hn_slug(ot)
            cards.append(('<div class="mb-5 px-2 dark:border-slate-800 lg:mb-0 col-span-full md:col-span-3 lg:col-span-2 xl:col-span-3"><div class="blog-similar-article-wrapper h-full rounded-lg border p-4 dark:border-slate-800">'
                          '<div class="blog-similar-author-wrapper mb-3 flex flex-row items-center"><div class="flex flex-row items-center"><div class="mr-2 h-6 w-6 overflow-hidden rounded-full">%s</div>'
                          '<a href="https://hashnode.com/@%s" class="blog-similar-author-name font-bold text-black dark:text-white">%s</a></div></div>%s<div class="blog-post-details break-words">'
                          '<h1 class="mb-2 font-heading text-2xl font-bold leading-tight tracking-tight text-slate-900 dark:text-white"><a href="%s">%s</a></h1>'
                          '<p class="text-base text-slate-700 dark:text-slate-400"><a href="%s">%s</a></p></div></div></div>') % (
                avatar(ow, 100, "blog-similar-author-photo author-photo"), people[ow][0], esc(ow),
                '<a href="%s" class="blog-similar-article-cover post-cover mb-3 block rounded border bg-cover bg-center dark:border-slate-800"><img alt="%s" src="%s/v%d/%s.png?w=500&amp;h=262&amp;fit=crop&amp;crop=entropy&amp;auto=compress,format&amp;format=webp" class="rounded" loading="lazy"/></a>' % (
                    ou, esc(ot), cdn, stamp(), uid()) if r.random() < 0.7 else "", ou, esc(ot), ou, esc(shown)))
        more = ('<div class="blog-more-articles mt-10 mb-20"><h3 class="blog-more-articles-title mb-5 text-center font-semibold uppercase tracking-wider text-slate-500 dark:text-slate-400">More articles</h3>'
                '<div class="blog-more-articles-wrapper container mx-auto grid grid-flow-row grid-cols-6 px-4 xl:grid-cols-9 xl:gap-6 2xl:px-0">%s</div></div>') % "".join(cards)

    # the older design's comments, printed in the page
    thread = ""
    if not new:
        # the thread's times as the shared generator gives them, moved to
        # follow the post's: hours or days after it, as readers came
        t0 = d + datetime.timedelta(minutes=r.randint(30, 4000))
        c0 = None

        def one(c, reply):
            nonlocal c0
            n, dd, cp, _ = c
            ct = datetime.datetime(dd[2], MONTHS.index(dd[1]) + 1, dd[0], dd[3] % 12 + (12 if dd[5] == "PM" else 0), dd[4])
            c0 = c0 or ct
            ct = t0 + (ct - c0)
            dd = (ct.day, MONTHS[ct.month - 1], ct.year, ct.hour % 12 or 12, ct.minute, "AM" if ct.hour < 12 else "PM")
            h = "".join(n.lower().split())
            return ('<div class="%s"><div class="flex flex-col"><div class="flex justify-between text-slate-900 dark:text-slate-50"><div class="flex min-w-0 items-center">'
                    '<div class="h-8 w-8 shrink-0 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-700"><a href="https://hashnode.com/@%s"><img alt="%s\'s photo" src="%s/v1610000000000/%x.png?w=160&amp;h=160&amp;fit=crop&amp;crop=faces&amp;auto=compress,format&amp;format=webp" class="rounded-full"/></a></div>'
                    '<div class="ml-2 min-w-0"><div class="flex flex-row flex-wrap"><p class="flex items-center truncate"><a class="truncate" href="https://hashnode.com/@%s"><span title="%s" class="truncate text-sm font-semibold text-slate-800 dark:text-slate-100 mr-2">%s</span></a></p></div>'
                    '<p class="text-sm text-slate-500 dark:text-slate-400"><span title="%s %d, %d %02d:%02d" aria-label="Response added at">%s %d, %d</span></p></div></div></div></div>'
                    '<div class="prose mt-3 mb-4 break-words leading-snug text-slate-800 dark:text-slate-100 dark:prose-dark">%s</div>'
                    '<div class="flex flex-row gap-5 font-medium text-slate-600 dark:text-neutral-400">%s<button type="button" class="text-slate-600">Reply</button></div>') % (
                "ml-6 border-l-2 border-slate-200 py-4 pl-4 dark:border-slate-700" if reply else "border-b-1/2 bg-white px-4 py-4 dark:border-slate-700 dark:bg-slate-900 md:flex-nowrap",
                h, esc(n), cdn, sum(ord(x) * 131 ** k for k, x in enumerate(n)) & 0xffffffffff, h, esc(n), esc(n), dd[1][:3], dd[0], dd[2], (dd[3] % 12) + (12 if dd[5] == "PM" else 0), dd[4], dd[1][:3], dd[0], dd[2], ps(cp),
                '<span>%d likes</span>' % r.randint(2, 9) if r.random() < 0.3 else "")
        items = []
        for i, c in enumerate(cs):
            rep = c[3] == 2 and i > 0
            items.append(one(c, rep) + ("</div>" if rep else ""))
            if not (i + 1 < len(cs) and cs[i + 1][3] == 2):
                items.append("</div>")  # the comment and its replies
        thread = ('<div id="comments" class="mx-auto mb-10 flex w-full max-w-screen-md flex-col gap-5 px-4"><div class="flex flex-row items-center justify-between"><h3 class="text-xl font-bold tracking-tight text-slate-900 dark:text-neutral-100">Comments (%d)</h3>'
                  '<a href="https://hashnode.com/discussions/post/%s" target="_blank" rel="noopener noreferrer" class="flex flex-row items-center rounded-full border px-3 py-1 text-sm font-medium">Discuss on Hashnode</a></div>'
                  '%s</div>') % (len(cs), "%024x" % r.getrandbits(96), '<div class="flex flex-col gap-5 rounded-lg">%s</div>' % "".join(items) if cs else
                                 '<button type="button" class="w-full rounded-lg border border-slate-200 p-4 text-left text-slate-500 dark:border-slate-800">Write a comment</button>')
    year = max(d.year, 2023 if new else 2022)
    EXTRAS.append("Home for tech writers and readers")
    footer = ('<footer class="blog-footer-area -mt-px border-t bg-slate-100 px-5 py-10 text-center text-slate-800 dark:border-slate-800 dark:bg-black dark:text-slate-500 md:px-10 md:py-12 lg:py-20">'
              '<div class="blog-footer-credits flex flex-col items-center justify-center"><div class="mb-12 flex flex-col flex-wrap items-center"><p class="mb-2 text-slate-600 dark:text-slate-300">\u00a9<!-- -->%d<!-- --> <!-- -->%s</p>'
              '<div class="flex flex-row items-center text-slate-600 dark:text-slate-300">%s<a href="https://hashnode.com/privacy?source=blog-footer" class="mx-2 underline">Privacy policy</a>'
              '<span class="font-extrabold text-black opacity-20 dark:text-white">\u00b7</span><a class="mx-2 underline" href="https://hashnode.com/terms?source=blog-footer">Terms</a></div></div>%s</div></footer>') % (
        year, esc(BLOG[0]), '<a href="/archive" class="mx-2 underline">Archive</a><span class="font-extrabold text-black opacity-20 dark:text-white">\u00b7</span>' if new else "",
        ('<div class="flex flex-col items-center"><a aria-label="Publish with Hashnode" class="mb-4 flex flex-row items-center rounded-lg border border-slate-300 bg-white p-3 font-heading font-bold tracking-wide text-slate-600 transition-colors duration-75 hover:border-slate-400 hover:text-slate-900 dark:border-slate-800 dark:bg-black dark:text-slate-300 dark:hover:border-slate-500 dark:hover:text-white" href="https://hashnode.com/onboard?unlock-blog=true&amp;source=blog-footer">'
         '<span class="mr-2 block text-blue-600">%s</span><span>Publish with Hashnode</span></a><p class="text-sm text-slate-600 dark:text-slate-300">Powered by <a aria-label="Hashnode" href="https://hashnode.com?source=blog-footer" class="underline">Hashnode</a> - Home for tech writers and readers</p></div>' % svg(
             "h-6 w-6 fill-current", "M3 12l9-9 9 9-9 9z")) if branding else "")
    # __NEXT_DATA__: the page's props, the post's HTML in them
    postj = {"_id": "%024x" % r.getrandbits(96), "slug": SLUG[0].strip("/").replace(".html", ""), "title": t, "subtitle": sub or "", "brief": brief, "content": content,
             "dateAdded": d.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "readTime": mins, "coverImage": "", "totalReactions": likes, "responseCount": len([c for c in cs if c[3] == 1]),
             "replyCount": len([c for c in cs if c[3] == 2]), "tags": [{"_id": "%024x" % r.getrandbits(96), "slug": x, "name": x} for x in tags],
             "author": {"_id": people[author][3], "username": handle, "name": author, "tagline": tagline, "photo": "%s/v1600000000000/%s.jpeg" % (cdn, people[author][3])}}
    if not new:
        postj["contentMarkdown"] = hn_markdown(blocks)
    nd = {"props": {"pageProps": {"post": postj, "publication": {"_id": pub_id, "title": BLOG[0], "domain": host, "isTeam": is_team, "newsletterEnabled": newsletter, "sponsorship": sponsors}},
                    "__N_SSP": True}, "page": "/[slug]", "query": {"slug": postj["slug"]}, "buildId": "%x" % rs.getrandbits(64), "isFallback": False, "gssp": True, "scriptLoader": []}
    nd_s = json.dumps(nd, ensure_ascii=False, separators=(",", ":")).replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")
    section = ('<div class="blog-content-wrapper article-main-wrapper container relative z-30 mx-auto grid grid-flow-row grid-cols-8 xl:gap-6 2xl:grid-cols-10">'
               '<section class="blog-content-main z-20 col-span-8 mb-10 px-4 md:z-10 lg:col-span-6 lg:col-start-2 lg:px-0 xl:col-span-6 xl:col-start-2 2xl:col-span-6 2xl:col-start-3">'
               '<div class="relative">%s%s%s%s%s%s%s</div></section></div>') % (toc, parent, reacts, boxes, tags_h, series, written)
    return ('<div id="__next"><div class="blog-page-wrapper %s">%s<main class="blog-post-detail-card pb-24"><article>%s%s%s%s</article></main>%s</div></div>'
            '<script id="__NEXT_DATA__" type="application/json">%s</script>') % (
        "bg-white dark:bg-slate-950" if new else "min-h-screen bg-white dark:bg-slate-900", header, head, section, thread, more, footer, nd_s)


def hn_bear(r, rs, t, body):
    """Bear Blog's post page (see hashnode())."""
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    sub = "".join(c for c in (own or BLOG[0].split()[:1])[0].lower() if c.isalnum()) or "blog"
    content_tag, show_date, tags_on = rs.random() < 0.5, rs.random() < 0.88, rs.random() < 0.7
    upvote, reply, signup = rs.random() < 0.85, rs.random() < 0.35, rs.random() < 0.15
    date_fmt = rs.choice(["%d %b, %Y", "%d %b, %Y", "%d %b, %Y", "%B %d, %Y", "%Y-%m-%d", "%d %B %Y", "%b %d, %Y"])
    reply_text = rs.choice(["Reply via email", "Reply via email", "Reply by email", "Reply to this post via email"])
    nav = ["Home"] + rs.sample(["Blog", "Now", "About", "Projects", "Uses", "Links", "Contact"], rs.randint(1, 3))
    if "Blog" not in nav:
        nav.insert(1, "Blog")
    email = "%s@%s" % (rs.choice(["hello", "me", "hi", sub[:8]]), rs.choice(["%s.dev" % sub, "%s.com" % sub, "proton.me", "fastmail.com"]))
    d = datetime.datetime(r.choice([2020, 2021, 2022, 2023, 2023, 2024, 2024]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    blocks = hn_blocks(r, body, "bear", False)
    STORY[:] = hn_story(blocks)
    out = []
    for b in blocks:
        if b[0] == "p":
            out.append("<p>%s</p>" % b[2])
        elif b[0] == "h":
            out.append("<h%d>%s</h%d>" % (b[1], esc(b[2]), b[1]))
        elif b[0] in ("ul", "ol"):
            out.append("<%s>\n%s</%s>" % (b[0], "".join("<li>%s</li>\n" % h for _, h in b[1]), b[0]))
        elif b[0] == "quote":
            out.append("<blockquote>\n<p>%s</p>\n</blockquote>" % b[2])
        elif b[0] == "code":
            out.append('<div class="highlight"><pre><span></span>%s\n</pre></div>' % "\n".join(esc(x) for x in b[2]))
        elif b[0] == "img":
            out.append('<p><img src="https://bear-images.sfo2.cdn.digitaloceanspaces.com/%s/%s.webp" alt="%s" /></p>' % (sub, b[2], esc(b[1])))
        else:
            out.append("<hr />")
    content = "\n".join(out)
    DESC.append(content)
    body_h = ('\n        <content>\n            %s\n        </content>' % content) if content_tag else "\n        " + content
    tail = []
    if tags_on:
        tg = sorted(set(LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(0, 3))))
        if tg:
            tail.append('<p class="tags">\n            %s\n        </p>' % "\n            ".join('<a href="/blog/?q=%s">#%s</a>' % (x, x) for x in tg))
    if reply:
        EXTRAS.append(reply_text)
        tail.append('<p>\n            <a href="mailto:%s?subject=Re: %s">%s</a>\n        </p>' % (email, esc(t).replace(" ", "%20"), reply_text))
    if upvote:
        tail.append(('<form id="upvote-form" method="POST" action="/upvote/" style="display: inline">\n            <input type="hidden" name="csrfmiddlewaretoken" value="%s">\n'
                     '            <input hidden name="uid" value="%s">\n            <input hidden name="title" value="%s">\n'
                     '            <button class="upvote-button" title="Toast this post">\n                <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="css-i6dzq1"><polyline points="17 11 12 6 7 11"></polyline><polyline points="17 18 12 13 7 18"></polyline></svg>\n'
                     '                <small class="upvote-count">%d</small>\n            </button>\n        </form>') % (
            "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(64)),
            "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20)), esc(t), r.choice([0, 1, 2, 3, 5, 8, 13, 21, 40, 90])))
    if signup:
        EXTRAS.append("Subscribe to my blog via email")
        tail.append('<form action="/subscribe/" method="post" class="email-signup">\n            <p>Subscribe to my blog via email</p>\n            <input type="email" name="email" placeholder="me@example.com" required>\n'
                    '            <input type="text" name="name" hidden>\n            <button type="submit">Subscribe</button>\n        </form>')
    date_line = ('\n        <p>\n            <i>\n                <time datetime="%s" pubdate>\n                    %s\n                </time>\n            </i>\n        </p>' % (
        d.strftime("%Y-%m-%dT%H:%MZ"), d.strftime(date_fmt))) if show_date else ""
    return ('<header>\n        <a class="title" href="/">\n            <h2>%s</h2>\n        </a>\n        <nav>\n            <p>\n%s\n</p>\n        </nav>\n    </header>\n'
            '    <main>\n        <h1>%s</h1>%s%s\n        %s\n    </main>\n    <footer>\n        <span>Powered by <a href="https://bearblog.dev">\u0295\u2022\u1d25\u2022\u0294 Bear</a></span>\n    </footer>') % (
        esc(BLOG[0]), " ".join('<a href="/%s">%s</a>' % ("" if x == "Home" else x.lower() + "/", x) for x in nav), esc(t), date_line, body_h, "\n        ".join(tail))


def hn_writeas(r, rs, t, body, plat):
    """Write.as's (WriteFreely's) or Micro.blog's post page (see hashnode())."""
    own = [w for w in BLOG[0].split()[:-1] if w.lower() not in WORDS]
    alias = "".join(c for c in (own or BLOG[0].split()[:1])[0].lower() if c.isalnum()) or "blog"
    author = rs.choice(NAMES[:10])
    email = "%s@%s" % (rs.choice(["hello", "me", "hi", alias[:8], "".join(author.lower().split())]), rs.choice(["%s.net" % alias, "fastmail.com", "posteo.net", "%s.blog" % alias]))
    d = datetime.datetime(r.choice([2019, 2020, 2021, 2022, 2023, 2024]), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59))
    blocks = hn_blocks(r, body, plat, False)
    STORY[:] = hn_story(blocks)
    slug = SLUG[0].strip("/").replace(".html", "")
    out = []
    for b in blocks:
        if b[0] == "p":
            out.append("<p>%s</p>" % b[2])
        elif b[0] == "h":
            out.append("<h%d%s>%s</h%d>" % (b[1], ' id="%s"' % hn_slug(b[2]) if plat == "microblog" else "", esc(b[2]), b[1]))
        elif b[0] in ("ul", "ol"):
            out.append("<%s>\n%s</%s>" % (b[0], "".join("<li>%s</li>\n" % h for _, h in b[1]), b[0]))
        elif b[0] == "quote":
            out.append("<blockquote>\n<p>%s</p>\n</blockquote>" % b[2])
        elif b[0] == "code":
            out.append("<pre><code>%s\n</code></pre>" % "\n".join(esc(x) for x in b[2]))
        elif b[0] == "img":
            out.append(('<p><img src="https://i.snap.as/%s.%s" alt="%s"/></p>' % ("".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)), r.choice(["png", "jpg"]), esc(b[1])))
                       if plat == "writeas" else
                       '<p><img src="https://cdn.uploads.micro.blog/%d/%d/%x.jpg" width="600" height="%d" alt="%s"></p>' % (rs.randint(1000, 200000), d.year, r.getrandbits(40), r.choice([400, 450, 338, 800]), esc(b[1])))
        else:
            out.append("<hr/>" if plat == "writeas" else "<hr>")
    if plat == "microblog":
        content = "\n".join(out)
        DESC.append(content)
        return hn_microblog(r, rs, t, content, d, alias, author, email, slug)
    font = rs.choice(["norm", "norm", "sans", "wrap"])
    dated = rs.random() < 0.8
    hashtags = rs.random() < 0.5
    sig = rs.choice([None, None, "em", "mail", "discuss", "both"])
    emailsub, brand = rs.random() < 0.3, rs.random() < 0.8
    custom = rs.random() < 0.4
    pinned = rs.sample(["About", "Archive", "Now", "Contact", "Projects"], rs.randint(0, 3))
    if hashtags and r.random() < 0.8:
        tg = sorted(set(LEXICON[r.randrange(len(LEXICON))] for _ in range(r.randint(1, 4))))
        out.append("<p>%s</p>" % " ".join('<a href="%s/tag:%s" class="hashtag"><span>#</span><span class="p-category">%s</span></a>' % (
            "" if custom else "https://write.as/" + alias, x, x) for x in tg))
    content = "\n\n".join(out)
    DESC.append(content)
    sigs = []
    if sig in ("em", "both"):
        EXTRAS.append("Reply by email")
        sigs.append('<p><em>Thoughts? <a href="mailto:%s" rel="nofollow">Reply by email</a>.</em></p>' % email)
    if sig == "mail":
        EXTRAS.append("Reply by email")
        sigs.append('<p>Reply by email: <a href="mailto:%s" rel="nofollow">%s</a></p>' % (email, email))
    if sig in ("discuss", "both"):
        EXTRAS.append("Discuss...")
        sigs.append('<p><a href="https://remark.as/p/%s/%s" rel="nofollow">Discuss...</a></p>' % (alias, slug))
    if sigs:
        content += "\n\n<hr/>\n\n" + "\n\n".join(sigs)
    sub = ""
    if emailsub:
        EXTRAS.append("Subscribe to get new posts by email")
        sub = ('\n\t\t<div id="emailsub">\n\t\t\t<p>Subscribe to get new posts by email:</p>\n\t\t\t<form method="post" action="/api/collections/%s/email/subscribe">\n\t\t\t\t<input type="hidden" name="slug" value="%s" />\n'
               '\t\t\t\t<input type="hidden" name="web" value="1" />\n\t\t\t\t<input type="email" name="email" placeholder="me@example.com" />\n\t\t\t\t<input type="submit" id="subscribe-btn" value="Subscribe" />\n\t\t\t</form>\n\t\t</div>') % (alias, slug)
    time_h = ('<time class="dt-published" datetime="%s" pubdate itemprop="datePublished" content="%s">%s</time>' % (
        d.strftime("%Y-%m-%dT%H:%M:%SZ"), d.strftime("%Y-%m-%d %H:%M:%S +0000 UTC"), "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year))) if dated else ""
    return ('<div id="overlay"></div>\n\n\t\t<header>\n\t\t<h1 dir="ltr" id="blog-title"><a rel="author" href="/%s" class="h-card p-author">%s</a></h1>\n\t\t\t<nav>\n\t\t\t\t%s\n\t\t\t\t\n\t\t\t</nav>\n\t\t</header>\n\n\t\t\n'
            '\t\t<article id="post-body" class="%s h-entry "><h2 id="title" class="p-name%s">%s</h2>%s<div class="e-content">%s</div></article>%s\n\n\t\t%s') % (
        "" if custom else alias + "/", esc(BLOG[0]), "".join('<a class="pinned" href="/%s%s">%s</a>' % ("" if custom else alias + "/", x.lower(), x) for x in pinned),
        font, " dated" if dated else "", esc(t), time_h, content, sub,
        '<footer dir="ltr"><hr><nav><p style="font-size: 0.9em">published with <a class="home pubd" href="https://write.as/">write.as</a></p></nav></footer>' if brand else "")


def hn_microblog(r, rs, t, content, d, alias, author, email, slug):
    """A Micro.blog post page in its default Hugo theme or a theme of
    microformats' names (see hashnode())."""
    theme = rs.choice(["default", "mf"])
    reply, convo, convo_js = rs.random() < 0.7, rs.random() < 0.4, rs.random() < 0.5
    reply_text = rs.choice(["Reply by email", "\u270d\ufe0f Reply by email", "Reply by email", "Reply via email"])
    tz = rs.choice(["-0500", "-0800", "+0000", "+0100", "+1000"])
    host = rs.choice(["%s.micro.blog" % alias, "%s.blog" % alias, "www.%s.net" % alias])
    url = "https://%s/%d/%02d/%02d/%s.html" % (host, d.year, d.month, d.day, slug)
    cats = [r.choice(CATS)] if r.random() < 0.5 else []
    nav = rs.sample(["About", "Archive", "Photos", "Replies", "Now", "Bookshelf"], rs.randint(2, 4))
    resp = []
    if convo:
        EXTRAS.append("Loading\u2026")
        resp.append('<a href="#" class="conversation-on-mb">\u2734\ufe0f Loading\u2026</a>\n<script>\n  const conversationLink = document.querySelector(\'.conversation-on-mb\');\n'
                    '  fetch(\'https://micro.blog/conversation.js?format=jsonfeed&url=%s\')\n  .then(response => response.json())\n  .then(conversation => {\n'
                    '    conversationLink.setAttribute(\'href\', conversation.home_page_url);\n    conversationLink.innerText = \'Conversation on Micro.blog\';\n  });\n</script>' % url)
    if reply:
        EXTRAS.append("Reply by email" if "Reply by" in reply_text else "Reply via email")
        resp.append('<a class="reply-by-email" href="mailto:%s?subject=Re: %s">%s</a>' % (email, esc(t)[:60], reply_text))
    resp_h = '\n<div class="response-options">\n\t%s\n</div>' % "\n\t".join(resp) if resp else ""
    js = '\n<script type="text/javascript" src="https://micro.blog/conversation.js?url=%s"></script>' % url if convo_js else ""
    nav_h = "".join('\n        <a class="site-nav-link" href="/%s/">%s</a>' % (x.lower(), x) for x in nav)
    foot = '<footer class="site-footer">\n  <div class="site-footer-content">\n    <div class="footer-col footer-col-3">\n      <p class="site-footer-text">%s</p>\n    </div>\n  </div>\n</footer>' % rs.choice(
        ["", "&copy; %s" % esc(author), "Also on <a href=\"https://micro.blog/%s\">Micro.blog</a>" % alias])
    if theme == "default":
        cat_h = ('\n\t\t\t\t\t<div class="archive_categories">\n%s\n\t\t\t\t\t</div>' % "".join('\t\t\t\t\t\t\t\t<p><a href="https://%s/categories/%s/" class="p-category" >%s</a></p>' % (host, c.lower(), c) for c in cats)) if cats else ""
        return ('<header class="site-header">\n  <div class="site-header-logo">\n    <img\n      src="https://avatars.micro.blog/avatars/%d/%d.jpg"\n      class="site-image"\n      alt="%s"\n      width="75px"\n    />\n  </div>\n'
                '  <div class="site-header-title">\n    <a class="site-header-title-link" href="/">%s</a>\n  </div>\n  <div class="site-header-nav">\n    <nav class="site-nav">\n      <div class="site-nav-trigger">%s\n      </div>\n    </nav>\n  </div>\n</header>\n'
                '<main class="page-content" aria-label="Content">\n<div class="post h-entry">\n  <header class="post-header">\n\t\t\n\t  \t\t<h1 class="post-list-item-title">%s</h1>\n\t\t  \t<div class="post-meta">\n'
                '\t\t\t\t<span><time class="post-list-item-date" datetime="%s">%s</time></span>\n\t\t\t\t\n\t\t\t\t</div>%s\n  </header>\n\n  <article class="post-content e-content">\n\t%s\n  </article>\n\n</div>%s%s\n</main>\n%s') % (
            d.year, rs.randint(1000, 99999), esc(BLOG[0]), esc(BLOG[0]), nav_h, esc(t), d.strftime("%Y-%m-%d %H:%M:%S ") + tz, "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year),
            cat_h, content, resp_h, js, foot)
    cat_h = ('\n  <p class="post-categories">%s</p>' % " ".join('<a href="/categories/%s/" class="p-category">%s</a>' % (c.lower(), c) for c in cats)) if cats else ""
    return ('<nav class="site-nav">\n  <a class="site-title" href="/">%s</a>%s\n</nav>\n<section id="wrapper">\n<article class="h-entry post">\n  <header>\n    <h1 class="p-name post-title">%s</h1>\n'
            '    <a href="%s" class="u-url"><time class="dt-published" datetime="%s">%s</time></a>\n    <span class="p-author h-card" style="display:none">%s</span>\n  </header>\n'
            '  <section class="e-content post-body">\n%s\n  </section>%s\n</article>%s%s\n</section>\n%s') % (
        esc(BLOG[0]), nav_h, esc(t), url, d.strftime("%Y-%m-%dT%H:%M:%S") + tz[:3] + ":" + tz[3:], "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year), esc(author),
        content, cat_h, resp_h, js, foot)


SP_MASCOTS = ["Hawks", "Comets", "Pilots", "Falcons", "Miners", "Owls", "Foxes", "Storm", "Kings", "Otters", "Cyclones", "Wolves", "Knights",
              "Rockets", "Bison", "Herons", "Lynx", "Mariners"]
SP_CLUBS = ["United", "United", "City", "City", "Town", "Rovers", "Athletic", "Albion", "Wanderers", "County", "Rangers", "", "", ""]
SP_FIRST = ["Bob", "Cy", "Dee", "Eve", "Fay", "Gil", "Hal", "Ida", "Jo", "Kai", "Lu", "Max", "Ned", "Oli", "Raf", "Sam", "Tom", "Zak", "Ben", "Lew"]
ESPN_LEAGUES = [("nba", "NBA", "basketball"), ("nba", "NBA", "basketball"), ("nfl", "NFL", "football"), ("mlb", "MLB", "baseball"),
                ("nhl", "NHL", "hockey"), ("soccer", "Soccer", "soccer"), ("soccer", "Soccer", "soccer"), ("college-football", "NCAAF", "football")]
UK_LEAGUES = [("premier-league", "Premier League"), ("premier-league", "Premier League"), ("championship", "Championship"),
              ("scottish-premiership", "Scottish Premiership"), ("womens-super-league", "Women's Super League")]
ESPN_PLUS = {"soccer": ["Stream on ESPN+: LaLiga, Bundesliga, MLS, more (U.S.)", "ESPN+ viewer's guide: LaLiga, Bundesliga, MLS, FA Cup, more",
                        "Stream ESPN FC Daily on ESPN+ (U.S. only)", "Don't have ESPN? Get instant access"],
             "hockey": ["Stream NHL games and more on ESPN+ (U.S. only)", "Don't have ESPN? Get instant access", "Watch The Point on ESPN+"],
             "": ["Stream live games and studio shows on ESPN+ (U.S. only)", "Don't have ESPN? Get instant access",
                  "Subscribe to ESPN+ for exclusive analysis and more", "Watch on ESPN+: replays, highlights and more"]}
BBC_PROMOS = [("Get involved on social media using #bbcfootball", "/sport/football/get-involved"),
              ("Find all the latest football transfers on our dedicated page", "/sport/football/transfers"),
              ("Get football news sent straight to your phone", "/sport/articles/football-notifications"),
              ("Listen to the latest Football Daily podcast", "/sounds/brand/p02nrsln"),
              ("Sign up for My Sport to get notifications about your favourite teams", "/sport/my-sport")]


def sports(r, t, body, cat, cs):
    """A sports site's match report or news story of 2020-2024, one
    design a site: ESPN's, the BBC Sport's or Sky Sports', two thirds of the
    pages a match's report under its scoreboard, the others a news
    story or a preview.  ESPN (an American league or its soccer
    pages): the global scoreboard strip of the day's games over every
    page ("Final", abbreviations and scores, "Full Scoreboard"); on a
    recap the game's header, the gamepackage's "competitors" of
    2020-2022 (long and short names, record, score, the linescore
    table, "Gamecast", "Recap", "Box Score", "Play-by-Play", "Team
    Stats") or 2023-2024's Gamestrip with its ScoreCell names and
    Gamestrip__Score, the story by "Associated Press" in the
    article-body or Story__Body, its first paragraph opening on "CITY
    -- ", an "UP NEXT" line in bold and the teams' lines, NBA's
    "TIP-INS", "___" and the AP hub's line; on a news story the
    article-header, the author and "ESPN Staff Writer", the timestamp
    "Dec 7, 2023, 10:45 PM ET", share links, the lead photo's aside
    and its caption, h2 subheadings at times, an inline "Related"
    video aside (its title and "1:45"), ESPN+ promo lines or a list of
    them ("Stream on ESPN+: ... (U.S.)", "Don't have ESPN? Get instant
    access") among the paragraphs, "ESPN's NAME contributed to this
    report." in italics; "Game Information" and "Top Headlines" in the
    rail, "Sponsored Headlines".  The BBC Sport's match report in its
    pages of 2020-2022 (the sp-c-fixture header: the teams' names in
    abbr, the numbers "--ft", "FT", the scorers' lists; the story-body
    whose first paragraph is the sp-story-body__introduction, crossheads
    "Man of the match - NAME (TEAM)", "'...' - what they said" and
    "What's next?") or of 2023-2024 (ssrcss- classes of Emotion's
    hashes, every paragraph a text-block of its own, the intro in
    <b>, subheadline-blocks): the byline "By NAME" and "BBC Sport at
    VENUE", the date, the lead picture and its caption, "Media playback
    is unsupported on your device" and "Media caption, ..." boxes,
    the promo lines closing the story's box as a list ("Get involved on
    social media using #bbcfootball", "Find all the latest football
    transfers on our dedicated page"); after the story the "Player of
    the match" vote (the winner, the average ratings, "Rate the
    players"), "Line-ups" (formation, numbers, names, "Substitutes",
    "Referee:", "Attendance:") and the "Match Stats" table, then
    "Related Topics" and "Top Stories".  Sky Sports' article page:
    on reports the sdc-site-match-header (fixture, time, venue,
    attendance, the scores, "FT", the synopsis of scorers) and the
    localnav ("Report", "Live", "Teams", "Stats", "Video"), the
    sdc-article-header's long title, its sub-title (the feed's
    description), "By NAME", "Saturday 11 March 2023 19:45, UK", the
    lead picture or video ("Please use Chrome browser for a more
    accessible video player"), the sdc-article-body's paragraphs and
    h3 subheadings ("Team news", "Opta stats" over a list, "Player
    ratings" over a team's line, "Man of the match: NAME", "What's
    next?"), its widgets among them: pictures ("Image: ..."), videos
    ("FREE TO WATCH: ..."), a "Trending" list of headlines and a
    "Watch" factbox of Sky's and NOW's offers; the live scores' widget
    (fixres and matches__ classes) in the rail.  No comments.  The
    truth: the sub-title on Sky's pages (the feed's description; ESPN's
    and the BBC's feeds give a summary of their own, not on the page, or
    on some ESPN sites the story's first sentence),
    the story's paragraphs (the dateline kept in the first, the quotes
    as written), its own subheadings, lines in bold ("UP NEXT") and
    lists; not the scoreboards, linescores, records, scorers, local
    navs, captions, videos, the promo lines, the ESPN+ list, "Related",
    "Trending", the "Watch" box, the vote, line-ups, stats, topics,
    rails, nor the AP's hub line and the contributors' credits (a
    credit, as the byline is, neither text nor counted)."""
    rs = random.Random(BLOG[0] + " report")
    fam = rs.choice(["espn", "bbc", "sky"])
    new = rs.random() < 0.5  # ESPN's and the BBC's pages of 2023-2024
    if fam == "espn":
        lg, lgname, sport = rs.choice(ESPN_LEAGUES)
        lgname = rs.choice(["English Premier League", "MLS", "LaLiga", "Bundesliga"]) if sport == "soccer" else lgname
    else:
        lg, lgname = rs.choice(UK_LEAGUES)
        sport = "soccer"
    soccer = sport == "soccer"
    teams, seen = [], set()  # (full name, short name, abbreviation, city)
    while len(teams) < 16:
        c = LEXICON[rs.randrange(len(LEXICON))].title()
        if c[:3].upper() in seen:
            continue
        seen.add(c[:3].upper())
        k = rs.choice(SP_CLUBS) if soccer else rs.choice(SP_MASCOTS)
        teams.append(((c + " " + k).strip(), c if soccer else k, c[:3].upper(), c))
    grounds = {x[2]: "%s %s" % (x[3], rs.choice(["Park", "Stadium", "Road", "Arena", "Lane", "Ground"] if soccer else ["Arena", "Center", "Field", "Stadium", "Park"]))
               for x in teams}
    def hx(n):  # Emotion's class of a styled component: "ssrcss-1q0x1qg-Paragraph e1jhz7w10", the hashes the site's build's
        h = random.Random(BLOG[0] + n)
        return "ssrcss-%s-%s e%s0" % ("".join(h.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(6)), n,
                                      "".join(h.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(7)))
    lw = lambda: LEXICON[r.randrange(len(LEXICON))]
    slug = lambda h: "-".join(h.lower().replace("'", "").split())
    pname = lambda: "%s %s" % (r.choice(SP_FIRST), lw().title())
    report = r.random() < 0.66
    y0, y1 = (2023, 2024) if new and fam != "sky" else (2020, 2022) if fam != "sky" else (2020, 2024)
    kick = datetime.datetime(r.randint(y0, y1), r.randint(1, 12), r.randint(1, 28), r.choice([12, 13, 15, 15, 17, 19, 19, 20]), r.choice([0, 0, 15, 30, 45]))
    pub = kick + datetime.timedelta(minutes=r.randint(110, 240))
    home, away = r.sample(teams, 2)
    periods = {"basketball": 4, "football": 4, "hockey": 3, "baseball": 9}.get(sport, 2)

    def line(total, n):  # a team's points split over the periods; football's in touchdowns and field goals
        if sport == "football":
            td = max(a for a in range(total // 7 + 1) if (total - 7 * a) % 3 == 0)
            out = [0] * n
            for x in [7] * td + [3] * ((total - 7 * td) // 3):
                out[r.randrange(n)] += x
            return out
        cuts = sorted(r.randint(0, total) for _ in range(n - 1))
        return [b - a for a, b in zip([0] + cuts, cuts + [total])]

    def scores():
        if soccer:
            return r.choice([0, 0, 1, 1, 1, 2, 2, 3, 4]), r.choice([0, 0, 1, 1, 2, 2, 3])
        while True:
            if sport == "basketball":
                a, b = r.randint(88, 134), r.randint(88, 134)
            elif sport == "football":
                a, b = (sum(r.choice([3, 7, 7]) for _ in range(r.randint(0, 6))) for _ in range(2))
            elif sport == "baseball":
                a, b = r.randint(0, 11), r.randint(0, 11)
            else:
                a, b = r.randint(0, 6), r.randint(0, 6)
            if a != b:
                return a, b
    hs, as_ = scores()
    status = "FT" if soccer else r.choice(["Final"] * 5 + ["Final/OT"] * (sport in ("basketball", "hockey", "football")) + ["Final/SO"] * (sport == "hockey"))
    goals = {0: [], 1: []}  # the scorers: (name, minutes)
    for side, n in ((0, hs), (1, as_)):
        if soccer:
            mins = sorted(r.sample(range(2, 94), n))
            who = [pname().split()[1] for _ in range(max(1, n))]
            for m in mins:
                nm = r.choice(who)
                if goals[side] and goals[side][-1][0] == nm:
                    goals[side][-1][1].append(m)
                else:
                    goals[side].append((nm, [m]))
    att = "{:,}".format(r.randint(8000, 74000) if fam != "espn" or sport != "football" else r.randint(40000, 92000))
    extras = []

    # the story: paragraphs, some of them quotes, blocks of ("p" | "h" | "hb" | "ul" | "x", text or html)
    paras = list(body)
    speakers = [pname() for _ in range(3)]
    for i in range(1, len(paras)):
        if r.random() < 0.2 and len(paras[i].split()) > 6:
            s = paras[i].rstrip(".?!")
            nm = r.choice(speakers)
            paras[i] = ('"%s," %s said.' % (s, nm) if fam == "espn" else '"%s," said %s.' % (s, nm) if r.random() < 0.5 else
                        '"%s," %s told %s.' % (s, nm, "BBC Sport" if fam == "bbc" else "Sky Sports"))
    win, lose = (home, away) if hs > as_ else (away, home)

    # ------------------------------------------------------------------ ESPN
    if fam == "espn":
        sec = lg
        gid = r.randint(401100000, 401699999)
        aid = r.randint(29000000, 39999999)
        et = lambda x: "%s %d, %d, %d:%02d %s ET" % (MONTHS[x.month - 1][:3], x.day, x.year, (x.hour + 11) % 12 + 1, x.minute, "AM" if x.hour < 12 else "PM")
        blocks = []
        if report:
            paras[0] = "%s -- %s" % (home[3].upper(), paras[0])
            blocks = [("p", p) for p in paras]
            if sport == "basketball" and len(paras) >= 3 and r.random() < 0.5:
                blocks += [("hb", "TIP-INS")] + [("p", "%s: %s" % (x[1], sentence(r, 6, 16))) for x in (away, home)]
            if r.random() < 0.75:
                blocks += [("hb", "UP NEXT")] + [("p", "%s: %s" % (x[1], sentence(r, 4, 9))) for x in (away, home)]
        else:
            heads = set(r.sample(range(2, len(paras)), r.randint(1, 2))) if len(paras) >= 5 and r.random() < 0.45 else set()
            for i, p in enumerate(paras):
                if i in heads:
                    blocks.append(("h", title(r)))
                blocks.append(("p", p))
        story = [b[1] for b in blocks]
        # chrome among the paragraphs
        n = len(paras)
        plus = ESPN_PLUS["soccer" if soccer else "hockey" if sport == "hockey" else ""]
        if not report and r.random() < (0.7 if soccer else 0.4):
            at = min(r.choice([1, 2, 3]), n)
            if r.random() < 0.6:
                items = r.sample(plus, r.choice([2, 2, 3]))
                h = "<ul>%s</ul>" % "".join('<li><a href="https://plus.espn.com/%s">%s</a></li>' % (sec, esc(x)) for x in items)
            else:
                items = [r.choice(plus)]
                h = '<p>&#8212; <a href="https://plus.espn.com/%s">%s</a></p>' % (sec, esc(items[0]))
            blocks.insert(at, ("x", h))
            extras += items
        if not report and r.random() < 0.5 and n >= 2:
            vt, dur = title(r), "%d:%02d" % (r.randint(0, 3), r.randint(5, 59))
            blocks.insert(min(r.choice([2, 3, 4]), len(blocks)), ("x", (
                '<aside class="inline inline-video float-r" data-behavior="inline_video"><h2 class="inline-header">Related</h2>'
                '<figure class="video-play-button"><a href="/video/clip/_/id/%d" data-id="%d"><picture><img src="https://a.espncdn.com/media/motion/%d/%02d%02d/dm_%x/dm_%x.jpg" alt=""/></picture>'
                '<span class="video-duration">%s</span></a></figure><figcaption class="video-caption"><a href="/video/clip/_/id/%d">%s</a></figcaption></aside>') % (
                aid + 7, aid + 7, pub.year, pub.month, pub.day, r.getrandbits(32), r.getrandbits(32), dur, aid + 7, esc(vt))))
            extras.append(vt)
        if not report and r.random() < 0.3 and n >= 4:
            rel = [title(r) for _ in range(r.choice([2, 3]))]
            blocks.insert(r.randint(3, len(blocks)), ("x", '<aside class="inline editorial float-r"><h2 class="inline-header">Related</h2><ul>%s</ul></aside>' % "".join(
                '<li><a href="/%s/story/_/id/%d/%s">%s</a></li>' % (sec, r.randint(29000000, 39999999), slug(x), esc(x)) for x in rel)))
            extras += rel
        body_html = ""
        for k, x in blocks:
            body_html += {"p": "<p>%s</p>", "h": "<h2>%s</h2>", "hb": "<p><strong>%s</strong></p>"}[k] % esc(x) if k != "x" else x
            body_html += "\n"
        if report:
            hub = {"basketball": "nba", "football": "nfl" if lg == "nfl" else "college-football", "baseball": "mlb", "hockey": "nhl"}.get(sport, "soccer")
            s = "AP %s: https://apnews.com/hub/%s" % ({"soccer": "soccer", "college-football": "college football"}.get(hub, hub.upper()), hub)
            if r.random() < 0.6:
                body_html += "<p>___</p>\n<p>%s</p>\n" % esc(s)
                extras.append(s)
        elif r.random() < 0.35:
            body_html += "<p><em>%s</em></p>\n" % esc(r.choice(["ESPN's %s contributed to this report." % pname(), "Information from The Associated Press was used in this report.",
                                                                "ESPN's %s and %s contributed to this report." % (pname(), pname())]))
        # the day's games over every page
        day = [(home, away, hs, as_)] + [(a, b) + scores() for a, b in (r.sample(teams, 2) for _ in range(r.randint(4, 7)))]
        r.shuffle(day)
        if new:
            strip = ('<section class="Scoreboard__Carousel" data-testid="scoreboard-carousel"><div class="ScoresCarousel"><div class="ScoresCarousel__Header"><span class="ScoresCarousel__League">%s</span></div>'
                     '<ul class="ScoresCarousel__List">%s</ul><a class="AnchorLink ScoresCarousel__All" href="/%s/scoreboard">Full Scoreboard</a></div></section>') % (lgname, "".join(
                '<li class="ScoresCarousel__Item"><a class="AnchorLink Scoreboard" href="/%s/game/_/gameId/%d"><div class="ScoreCell__Time ScoreCell__Time--post clr-gray-01 h9">%s</div>'
                '<ul class="ScoreboardScoreCell__Competitors">%s</ul></a></li>' % (sec, gid + j, "FT" if soccer else "Final", "".join(
                    '<li class="ScoreboardScoreCell__Item ScoreboardScoreCell__Item--%s%s"><div class="ScoreCell__TeamName ScoreCell__TeamName--shortDisplayName truncate db">%s</div>'
                    '<div class="ScoreCell__Score h4 clr-gray-01 fw-heavy tar">%d</div></li>' % (side, " ScoreboardScoreCell__Item--winner" if sc > oc else "", esc(tm[1]), sc)
                    for side, tm, sc, oc in (("away", g[1], g[3], g[2]), ("home", g[0], g[2], g[3])))) for j, g in enumerate(day)), sec)
        else:
            strip = ('<section id="global-scoreboard" class="global-scoreboard" data-sport="%s"><div class="scoreboard-dropdown-wrapper"><button class="scoreboard-dropdown-trigger">%s</button></div>'
                     '<div class="scores-carousel"><ul class="scoreboards">%s</ul></div><a class="view-all" href="/%s/scoreboard">Full Scoreboard</a></section>') % (sec, lgname, "".join(
                '<li class="scoreboard final" data-gameid="%d"><a href="/%s/game?gameId=%d"><div class="game-status">%s</div><ul class="competitors">%s</ul></a></li>' % (
                    gid + j, sec, gid + j, "FT" if soccer else "Final", "".join(
                        '<li class="%s%s"><span class="team-name">%s</span><span class="score">%d</span></li>' % (side, " winner" if sc > oc else "", tm[2], sc)
                        for side, tm, sc, oc in (("away", g[1], g[3], g[2]), ("home", g[0], g[2], g[3])))) for j, g in enumerate(day)), sec)
        header = ""
        rec = {}
        for tm in (home, away):
            w, l = (r.randint(0, 20), r.randint(0, 20)) if soccer else (r.randint(2, 50), r.randint(2, 40))
            rec[tm[2]] = ("%d-%d-%d" % (w, r.randint(0, 12), l) if soccer else "%d-%d" % (w, l)) + (", %d-%d %s" % (w // 2, l // 2, "Home" if tm is home else "Away") if not soccer else "")
        if report:
            extras += [x for x in rec.values() if "," in x]
            lines_ = {home[2]: line(hs, periods), away[2]: line(as_, periods)} if not soccer else {}
            if new:
                def gs_team(tm, sc, side):
                    won, lost = sc > (as_ if tm is home else hs), sc < (as_ if tm is home else hs)
                    return ('<div class="Gamestrip__Team relative flex w-100 items-center Gamestrip__Team--%s Gamestrip__Team--%s%s"><div class="Gamestrip__TeamContainer flex items-center">'
                            '<div class="Gamestrip__Logo relative"><a class="AnchorLink" href="/%s/team/_/name/%s/%s"><img alt="%s" class="Image Logo Logo__xl" src="https://a.espncdn.com/i/teamlogos/%s/500/%s.png"/></a></div>'
                            '<div class="Gamestrip__Info"><div class="Gamestrip__InfoWrapper items-center flex flex-column"><a class="AnchorLink truncate" href="/%s/team/_/name/%s/%s">'
                            '<h2 class="ScoreCell__TeamName ScoreCell__TeamName--displayName truncate db">%s</h2></a><div class="Gamestrip__Record db n10 clr-gray-03">%s</div></div></div></div>'
                            '<div class="Gamestrip__ScoreContainer flex flex-column items-center justify-center relative"><div class="Gamestrip__Score relative tc w-100 fw-heavy h2 clr-gray-01">%d%s</div></div></div>') % (
                        "left" if side == "away" else "right", side, " Gamestrip__Team--winner" if won else " Gamestrip__Team--loser" if lost else "", sec, tm[2].lower(), slug(tm[0]), esc(tm[1]), sec, tm[2].lower(), sec, tm[2].lower(), slug(tm[0]),
                        esc(tm[0] if soccer else tm[1]), esc(rec[tm[2]]), sc,
                        '<svg class="Gamestrip__WinnerIcon" aria-hidden="true" width="10" height="10"><use xlink:href="#icon__caret__left"></use></svg>' if won else "")
                ls = "" if soccer else ('<div class="Gamestrip__Table"><table class="Table Table--align-right"><thead class="Table__THEAD"><tr class="Table__TR"><th class="Table__TH"></th>%s<th class="Table__TH">T</th></tr></thead>'
                                        '<tbody class="Table__TBODY">%s</tbody></table></div>') % ("".join('<th class="Table__TH">%d</th>' % (k + 1) for k in range(periods)), "".join(
                    '<tr class="Table__TR"><td class="Table__TD">%s</td>%s<td class="Table__TD">%d</td></tr>' % (tm[2], "".join('<td class="Table__TD">%d</td>' % x for x in lines_[tm[2]]), sc)
                    for tm, sc in ((away, as_), (home, hs))))
                sc_ = "" if not soccer else '<div class="Gamestrip__Scorers">%s</div>' % "".join(
                    '<ul class="SoccerPerformers SoccerPerformers--%s">%s</ul>' % (side, "".join('<li class="SoccerPerformers__Item">%s %s</li>' % (esc(nm), ", ".join("%d'" % m for m in ms)) for nm, ms in goals[k]))
                    for k, side in ((1, "away"), (0, "home")))
                header = ('<div class="Gamestrip relative overflow-hidden %s Gamestrip--xl bg-clr-white flex justify-center Gamestrip--post"><div class="Gamestrip__Container flex justify-center">'
                          '<div class="Gamestrip__Competitors relative flex">%s<div class="Gamestrip__Overview relative flex justify-center items-center flex-column"><div class="ScoreCell__Time Gamestrip__Time h9 clr-gray-01">%s</div>%s%s</div>%s</div></div></div>'
                          '<nav class="Nav__Secondary bg-clr-white"><ul class="Nav__Secondary__Menu">%s</ul></nav>') % (
                    sec, gs_team(away, as_, "away"), esc(status), ls, sc_, gs_team(home, hs, "home"), "".join(
                        '<li class="Nav__Secondary__Menu__Item%s"><a class="AnchorLink Nav__Secondary__Menu__Link" href="/%s/%s/_/gameId/%d"><span class="Nav__Text">%s</span></a></li>' % (
                            " Nav__Secondary__Menu__Item--active" if x == "Recap" else "", sec, x.lower().replace(" ", "").replace("-", ""), gid, x)
                        for x in (["Gamecast", "Recap", "Box Score", "Play-by-Play", "Team Stats", "Videos"] if not soccer else ["Gamecast", "Recap", "Lineups", "Commentary", "Statistics", "Videos"])))
            else:
                def gp_team(tm, sc, side):
                    return ('<div class="team %s"><div class="team-container"><div class="team-info"><div class="team-info-logo"><img class="team-logo" src="https://a.espncdn.com/combiner/i?img=/i/teamlogos/%s/500/%s.png&amp;h=100&amp;w=100" alt="%s"/></div>'
                            '<div class="team-info-wrapper"><a class="team-name" href="/%s/team/_/name/%s/%s"><span class="long-name">%s</span> <span class="short-name">%s</span><span class="abbrev" title="%s">%s</span></a>'
                            '<div class="record">%s</div></div></div><div class="score-container"><div class="score icon-font-%s">%d</div></div></div></div>') % (
                        side, sec, tm[2].lower(), esc(tm[3]), sec, tm[2].lower(), slug(tm[0]), esc(tm[3]), esc(tm[0][len(tm[3]) + 1:] if not soccer else ""), esc(tm[0]), tm[2],
                        esc(rec[tm[2]]), "after" if side == "away" else "before", sc)
                ls = "" if soccer else ('<table id="linescore" class="miniTable"><thead><tr><th></th>%s<th>T</th></tr></thead><tbody>%s</tbody></table>') % (
                    "".join("<th>%d</th>" % (k + 1) for k in range(periods)), "".join(
                        '<tr><td class="team-name">%s</td>%s<td class="final-score">%d</td></tr>' % (tm[2], "".join("<td>%d</td>" % x for x in lines_[tm[2]]), sc) for tm, sc in ((away, as_), (home, hs))))
                sc_ = "" if not soccer else '<div class="game-details-scorers">%s</div>' % "".join(
                    '<ul class="goal-scorers %s">%s</ul>' % (side, "".join("<li>%s %s</li>" % (esc(nm), ", ".join("%d'" % m for m in ms)) for nm, ms in goals[k])) for k, side in ((1, "away"), (0, "home")))
                header = ('<div id="gamepackage-header-wrap" class="gp-%s"><header class="competitors">%s<div class="game-status"><span class="game-time status-detail">%s</span>%s%s</div>%s</header>'
                          '<nav id="gamepackage-links-wrap"><ul class="gp-nav">%s</ul></nav></div>') % (
                    sport, gp_team(away, as_, "away"), esc(status), ls, sc_, gp_team(home, hs, "home"), "".join(
                        '<li class="sub-module%s"><a href="/%s/%s?gameId=%d">%s</a></li>' % (" active" if x == "Recap" else "", sec, x.lower().replace(" ", "").replace("-", ""), gid, x)
                        for x in (["Gamecast", "Recap", "Box Score", "Play-by-Play", "Team Stats", "Videos"] if not soccer else ["Gamecast", "Recap", "Lineups", "Commentary", "Statistics", "Videos"])))
        # the photo over a news story
        lead = ""
        if not report and r.random() < 0.7:
            lead = ('<aside class="inline inline-photo full"><figure><picture><img src="https://a.espncdn.com/photo/%d/%02d%02d/r%d_1296x729_16-9.jpg" alt="" width="1296" height="729"/></picture>'
                    '<figcaption class="photoCaption">%s <cite>%s</cite></figcaption></figure></aside>') % (
                pub.year, pub.month, pub.day, r.randint(1000000, 1299999), esc(sentence(r, 8, 18)), esc(r.choice(["%s/Getty Images" % pname(), "AP Photo/%s" % pname(), "%s/USA TODAY Sports" % pname()])))
        author = pname()
        if report and new:
            art = ('<section class="Card GameStory"><div class="Story__Wrapper"><header class="Story__Header"><h1 class="Story__Headline">%s</h1><div class="Byline"><span class="Byline__Author">Associated Press</span>'
                   '<span class="Byline__Meta"><span class="Byline__Meta--publishDate">%s</span></span></div></header><div class="Story__Body t__body">%s</div></div></section>') % (esc(t), et(pub), body_html)
        else:
            art = ('<article class="article" data-id="%d" data-type="%s"><header class="article-header"><h1>%s</h1></header><div class="article-meta"><ul class="authors">%s</ul>'
                   '<span class="timestamp" data-date="%sZ">%s</span></div>%s<div class="article-body">%s%s</div><div class="article-footer"></div></article>') % (
                aid, "recap" if report else "story", esc(t), '<li><div class="author">Associated Press</div></li>' if report else
                '<li><div class="author has-bio"><a href="/contributor/%s">%s</a></div><div class="author-title">%s</div></li>' % (slug(author), author, r.choice(["ESPN Staff Writer", "ESPN Staff Writer", "ESPN News Services", "ESPN Senior Writer"])),
                (pub + datetime.timedelta(hours=5)).isoformat(), et(pub), "" if report else '<div class="article-social"><ul>%s</ul></div>' % "".join(
                    '<li><a class="social-icon %s" href="#" data-social="%s"><span>%s</span></a></li>' % (x.lower(), x.lower(), x) for x in ["Facebook", "Twitter", "Email", "Print"]),
                lead, body_html)
        tops = [title(r) for _ in range(r.randint(5, 7))]
        extras += tops
        info = ""
        if report:
            refs = ", ".join(pname() for _ in range(3))
            info = (('<section class="Card GameInfo"><header class="Card__Header"><h3 class="Card__Header__Title">Game Information</h3></header><div class="GameInfo__Location"><div class="GameInfo__Location__Name">%s</div>'
                     '<div class="GameInfo__Location__Address">%s</div></div><div class="GameInfo__Meta"><span>%s</span><span>Coverage: %s</span></div><div class="Attendance">Attendance: %s</div>'
                     '<ul class="GameInfo__List"><li class="GameInfo__List__Item">Referees: %s</li></ul></section>') if new else
                    ('<article class="sub-module game-information"><header class="module-header"><h1>Game Information</h1></header><div class="game-info-content"><div class="game-field">'
                     '<div class="caption-wrapper">%s</div><div class="game-location">%s</div></div><div class="game-date-time"><span data-behavior="date_time">%s</span></div>'
                     '<div class="game-network">Coverage: %s</div><div class="game-info-note capacity">Attendance: %s</div><div class="game-info-note referees">Referees: %s</div></div></article>')) % (
                esc(grounds[home[2]]), esc(home[3] + ", " + (r.choice(["England", "Spain", "Germany", "USA"]) if soccer else r.choice(STATES))), "%d:%02d %s, %s %d, %d" % ((kick.hour + 11) % 12 + 1, kick.minute, "AM" if kick.hour < 12 else "PM", MONTHS[kick.month - 1], kick.day, kick.year),
                r.choice(["ESPN+", "ESPN+", "ESPN2"] if soccer else ["ESPN", "ESPN+", "ABC", "ESPN2", "Local"]), att, esc(refs))
        rail = ('<aside class="%s">%s<section class="headlineStack"><header class="headlineStack__header"><h1>Top Headlines</h1></header><ul class="headlineStack__list">%s</ul></section></aside>') % (
            "PageLayout__RightAside" if new else "col-two", info, "".join('<li><a href="/%s/story/_/id/%d/%s">%s</a></li>' % (sec, r.randint(29000000, 39999999), slug(x), esc(x)) for x in tops))
        taboola = '<div class="taboola-wrapper"><h2 class="taboola-header">Sponsored Headlines</h2><div id="taboola-below-article-thumbnails" data-placement="Below Article Thumbnails"></div></div>'
        extras.append("Sponsored Headlines")
        out = ('%s<main id="espnfitt" class="%s"><div class="%s">%s<div class="%s">%s%s</div>%s</div></main>') % (
            strip, "PageLayout page-container" if new else "page-container", "PageLayout__Main" if new else "container", header,
            "GamePackage__Content" if report and new else "col-one" if report else "article-feed", art, taboola, rail)
        if report and not new:
            out = out.replace('<div class="col-one">', '<div id="gamepackage-column-wrap"><div class="col-one" id="gamepackage-recap">', 1).replace("</main>", "</div></main>", 1)
        DESC.append(sentence(r, 12, 24) if rs.random() < 0.7 or r.random() < 0.5 else paras[0].split(". ")[0].rstrip(".") + ".")
        STORY[:] = [x for k, x in blocks if k != "x"]
        EXTRAS.extend(extras)
        return out

    # ------------------------------------------------------------------ BBC Sport and Sky Sports: the story's blocks
    blocks = [("p", p) for p in paras]
    sq = {tm[2]: [(n_, pname()) for n_ in sorted(r.sample(range(1, 40), 16))] for tm in (home, away)}  # the squads: 11 and 5 on the bench
    potm = win if r.random() < 0.75 else lose
    potm = (potm, sq[potm[2]][r.randrange(11)][1])
    if fam == "bbc":
        heads = []
        if report and len(paras) >= 3:
            k = len(paras)
            if r.random() < 0.5:
                heads.append((r.randint(1, k - 1), "Man of the match - %s (%s)" % (potm[1], potm[0][0])))
            if r.random() < 0.6:
                q = " ".join(sentence(r, 3, 6).rstrip(".?!").split())
                heads.append((r.randint(1, k - 1), "'%s' - what they said" % q))
            if r.random() < 0.6:
                heads.append((k - 1, "What's next?"))
        elif len(paras) >= 5 and r.random() < 0.4:
            heads += [(i, title(r)) for i in r.sample(range(2, len(paras)), r.randint(1, 2))]
    else:
        heads = []
        k = len(paras)
        if report and k >= 3:
            opts = [("Man of the match: %s" % potm[1], 1), ("What the managers said", 1), ("What's next?", 0)]
            for h, mid in opts:
                if r.random() < 0.45:
                    heads.append((r.randint(1, k - 1) if mid else k - 1, h))
        elif k >= 3:
            if r.random() < 0.7:
                heads.append((r.randint(1, k - 1), "Team news"))
            if r.random() < 0.3:
                heads.append((k - 1, "Prediction"))
    for i, h in sorted(dict(heads).items(), key=lambda x: -x[0]):  # one heading a place
        blocks.insert(i, ("h", h))
    # Sky's lists and ratings: "Opta stats" over a list, "Player ratings" over the teams' lines
    # before "What's next?" or "Prediction" closing the story
    tail = ([j for j, (k_, x) in enumerate(blocks) if k_ == "h" and x in ("What's next?", "Prediction")] + [len(blocks)])[0]
    if fam == "sky" and report and r.random() < 0.35:
        blocks[tail:tail] = [("h", "Player ratings")] + [("p", "%s: %s." % (tm[1], ", ".join("%s (%d)" % (p.split()[1], r.randint(4, 9)) for _, p in sq[tm[2]][:11]))) for tm in (home, away)]
    if fam == "sky" and len(paras) >= 2 and r.random() < 0.4:
        i = r.choice([j for j in range(1, tail + 1) if blocks[j - 1][0] == "p"])
        blocks[i:i] = [("h", "Opta stats"), ("ul", [sentence(r, 8, 20) for _ in range(r.randint(3, 5))])]
    story = []
    for k_, x in blocks:
        story += x if k_ == "ul" else [x]
    n = len(blocks)

    # ------------------------------------------------------------------ BBC Sport
    if fam == "bbc":
        vname = grounds[home[2]]
        p_cls = hx("Paragraph")
        tb = lambda inner: '<div data-component="text-block" class="%s"><div class="%s">%s</div></div>' % (hx("RichTextComponentWrapper"), hx("RichTextContainer"), inner)
        chrome = {}
        if r.random() < 0.45 and n >= 3:  # the highlights' video box
            cap = "%s: %s" % ("Highlights" if report else r.choice(["Watch", "Video"]), sentence(r, 5, 12).rstrip(".?!"))
            chrome[r.randint(2, n - 1)] = ('<div data-component="video-block" class="%s"><figure class="%s"><div class="%s"><p class="%s">Media playback is unsupported on your device</p></div>'
                                          '<figcaption class="%s"><span class="%s">Media caption, </span>%s</figcaption></figure></div>' % (
                                              hx("VideoBlockWrapper"), hx("Figure"), hx("MediaPlayerWrapper"), hx("Placeholder"), hx("Caption"), hx("VisuallyHidden"), esc(cap))
                                          if new else '<figure class="media-player-wrapper"><div class="media-player"><p class="media-player__unsupported">Media playback is unsupported on your device</p></div>'
                                          '<figcaption class="sp-media-asset__caption gel-long-primer">Media caption, %s</figcaption></figure>' % esc(cap))
            extras += ["Media playback is unsupported on your device", cap]
        promos = r.sample(BBC_PROMOS, r.choice([1, 2, 2, 3])) if r.random() < 0.8 else []
        extras += [x for x, _ in promos]
        html_ = []
        for j, (k_, x) in enumerate(blocks):
            if new:
                if k_ == "p":
                    html_.append(tb('<p class="%s">%s</p>' % (p_cls, '<b class="%s">%s</b>' % (hx("BoldText"), esc(x)) if j == 0 else esc(x))))
                elif k_ == "h":
                    html_.append('<div data-component="subheadline-block" class="%s"><h2 id="%s" class="%s" tabindex="-1">%s</h2></div>' % (
                        hx("HeadingWrapper"), slug(x)[:40].strip("-'"), hx("StyledHeading"), esc(x)))
            else:
                html_.append('<p class="sp-story-body__introduction">%s</p>' % esc(x) if j == 0 and k_ == "p" else
                             "<p>%s</p>" % esc(x) if k_ == "p" else '<h2 class="story-body__crosshead">%s</h2>' % esc(x))
            if j + 1 in chrome:
                html_.append(chrome[j + 1])
        if promos:
            html_.append(tb('<ul class="%s">%s</ul>' % (hx("Unordered"), "".join('<li class="%s"><a href="%s" class="%s">%s</a></li>' % (
                hx("ListItem"), u, hx("InlineLink"), esc(x)) for x, u in promos))) if new else
                '<ul class="story-body__unordered-list">%s</ul>' % "".join('<li class="story-body__list-item"><a href="%s" class="story-body__link">%s</a></li>' % (u, esc(x)) for x, u in promos))
        cap = sentence(r, 6, 16)
        img = r.getrandbits(40)
        lead = (('<div data-component="image-block" class="%s"><figure class="%s"><div class="%s"><img src="https://ichef.bbci.co.uk/news/976/cpsprodpb/%x/live/%08x.jpg" alt="%s" width="976" height="549"/>'
                 '<span class="%s"><span class="%s">Image source, </span>Getty Images</span></div><figcaption class="%s"><span class="%s">Image caption, </span>%s</figcaption></figure></div>') % (
            hx("ImageBlock"), hx("Figure"), hx("ImageWrapper"), img, r.getrandbits(32), esc(cap), hx("Copyright"), hx("VisuallyHidden"), hx("Caption"), hx("VisuallyHidden"), esc(cap))
            if new else ('<figure class="sp-media-asset"><div class="sp-media-asset__image gel-responsive-image"><img src="https://ichef.bbci.co.uk/onesport/cps/976/cpsprodpb/%x/production/_%d.jpg" alt="%s"/></div>'
                         '<figcaption class="sp-media-asset__caption gel-long-primer">%s</figcaption></figure>') % (img, r.randint(100000000, 130000000), esc(cap), esc(cap))) if r.random() < 0.85 else ""
        story_html = (lead + "".join(html_)) if new else '<div id="story-body" class="story-body sp-story-body gel-body-copy">%s%s</div>' % (lead, "\n".join(html_))
        # the fixture's header
        scorers = lambda k: "".join('<li><span>%s</span> <span>(%s)</span></li>' % (esc(nm), ", ".join("<span>%d'<span class=\"%s\"> minutes</span></span>" % (
            m, hx("VisuallyHidden") if new else "gs-u-vh") for m in ms)) for nm, ms in goals[k])
        header = ""
        if report:
            ht = (r.randint(0, hs), r.randint(0, as_))
            if new:
                header = ('<div data-testid="match-header" class="%s"><div class="%s"><span class="%s">%s, %s</span></div><div class="%s">'
                          '<div class="%s"><span class="%s">%s</span><div class="%s HomeScore">%d</div></div><div class="%s"><span class="%s">%s</span></div>'
                          '<div class="%s"><div class="%s AwayScore">%d</div><span class="%s">%s</span></div></div><div class="%s"><ul class="%s">%s</ul><ul class="%s">%s</ul></div>'
                          '<div class="%s"><span aria-hidden="true">HT %d-%d</span><span class="%s">Half Time %s %d , %s %d</span></div></div>') % (
                    hx("MatchHeaderWrapper"), hx("CompetitionWrapper"), hx("Competition"), lgname, "%d %s %d" % (kick.day, MONTHS[kick.month - 1], kick.year), hx("TeamsWrapper"),
                    hx("HomeTeam"), hx("TeamName"), esc(home[0]), hx("HomeScore"), hs, hx("PeriodWrapper"), hx("StyledPeriod"), "FT", hx("AwayTeam"), hx("AwayScore"), as_, hx("TeamName"), esc(away[0]),
                    hx("KeyEventsWrapper"), hx("KeyEventsList"), scorers(0), hx("KeyEventsList"), scorers(1), hx("HalfTime"), ht[0], ht[1], hx("VisuallyHidden"), esc(home[1]), ht[0], esc(away[1]), ht[1])
            else:
                tspan = lambda tm, side: ('<span class="sp-c-fixture__team-name sp-c-fixture__team-name--%s"><span class="sp-c-fixture__team-name-wrap"><abbr title="%s" class="sp-c-fixture__team-name-trunc">'
                                          '<span class="gs-u-display-none gs-u-display-block@m qa-full-team-name sp-c-fixture__team-name-trunc">%s</span>'
                                          '<span class="gs-u-display-block gs-u-display-none@m sp-c-fixture__team-name-trunc">%s</span></abbr></span></span>') % (side, esc(tm[0]), esc(tm[0]), tm[2])
                header = ('<div class="sp-c-fixture sp-c-fixture--live-session-header sp-c-fixture--ft"><div class="sp-c-fixture__date-time-wrapper"><time class="sp-c-fixture__date gel-minion" datetime="%s">%s</time>'
                          '<span class="sp-c-fixture__title gel-minion">%s</span></div><div class="sp-c-fixture__wrapper"><span class="sp-c-fixture__team sp-c-fixture__team--home">%s'
                          '<span class="sp-c-fixture__block"><span class="sp-c-fixture__number sp-c-fixture__number--home sp-c-fixture__number--ft">%d</span></span></span>'
                          '<span class="sp-c-fixture__team sp-c-fixture__team--away"><span class="sp-c-fixture__block"><span class="sp-c-fixture__number sp-c-fixture__number--away sp-c-fixture__number--ft">%d</span></span>%s</span></div>'
                          '<span class="sp-c-fixture__status-wrapper qa-sp-fixture-status"><span class="sp-c-fixture__status sp-c-fixture__status--ft gel-minion"><abbr title="Full Time">FT</abbr></span></span>'
                          '<aside class="sp-c-fixture__aside"><ul class="sp-c-fixture__scorers sp-c-fixture__scorers-home gel-brevier">%s</ul><ul class="sp-c-fixture__scorers sp-c-fixture__scorers-away gel-brevier">%s</ul></aside></div>') % (
                    kick.strftime("%Y-%m-%d"), "%s %d %s %d" % (NS_DAYS[kick.weekday()][:3], kick.day, MONTHS[kick.month - 1][:3], kick.year), lgname, tspan(home, "home"), hs, as_, tspan(away, "away"), scorers(0), scorers(1))
        # after the story: the vote, the line-ups, the stats
        after = ""
        if report:
            rate = lambda: "%.2f" % r.uniform(4.5, 7.4)
            if r.random() < 0.7:
                vote_on = r.random() < 0.3
                after += ('<div data-testid="player-of-the-match" class="%s"><h2 class="%s">Player of the match</h2><div class="%s"><span class="%s">%s</span><span class="%s">%s</span>'
                          '<span class="%s">Average rating</span><span class="%s">%s</span></div>%s%s</div>' if new else
                          '<section class="sp-c-player-rater"><h2 class="sp-c-player-rater__title gel-great-primer-bold">Player of the match</h2><div class="sp-c-player-rater__motm">'
                          '<span class="sp-c-player-rater__motm-name gel-pica-bold">%s</span><span class="sp-c-player-rater__motm-team">%s</span><span class="sp-c-player-rater__label">Average rating</span>'
                          '<span class="sp-c-player-rater__motm-rating">%s</span></div>%s%s</section>') % tuple(
                    ([hx("MOTMWrapper"), hx("StyledHeading"), hx("MOTMPlayer"), hx("PlayerName")] if new else []) + [esc(potm[1])] + ([hx("TeamName")] if new else []) + [esc(potm[0][0])] +
                    ([hx("RatingLabel"), hx("Rating")] if new else []) + ["%.2f" % r.uniform(7.5, 9.3),
                     "".join('<div class="%s"><h3>%s</h3><ol>%s</ol></div>' % (hx("TeamRatings") if new else "sp-c-player-rater__team", esc(tm[0]), "".join(
                         '<li><span class="player">%s</span> <span class="rating">%s</span></li>' % (esc(p[1]), rate()) for p in sq[tm[2]][:r.randint(4, 11)])) for tm in (home, away)),
                     '<a class="%s" href="/sport/football/%d/player-rater">%s</a>' % (hx("VoteLink") if new else "sp-c-player-rater__cta gs-o-button", r.randint(60000000, 68000000),
                                                                                     "Vote now" if vote_on else "Rate the players")])
                extras += ["Player of the match", "Average rating"]
            if r.random() < 0.8:
                forms = ["4-4-2", "4-3-3", "4-2-3-1", "3-5-2", "3-4-3", "5-3-2", "4-1-4-1"]
                ref = pname()

                def team_list(tm):
                    xs = sq[tm[2]]
                    ev = lambda: r.choice(["", "", "", "", " Booked at %dmins" % r.randint(5, 90), " Substituted for %s at %d' minutes" % (pname().split()[1], r.randint(46, 89))])
                    return ('<div class="%s"><h3 class="%s">%s</h3><p class="%s">Formation %s</p><ul class="%s">%s</ul><h4 class="%s">Substitutes</h4><ul class="%s">%s</ul></div>') % (
                        hx("LineupTeam") if new else "sp-c-football-lineups__team", hx("TeamHeading") if new else "gel-pica-bold", esc(tm[0]), hx("Formation") if new else "gel-brevier",
                        r.choice(forms), hx("PlayerList") if new else "gs-o-list-ui", "".join('<li><span class="number">%d</span> <span class="name">%s</span>%s</li>' % (
                            num, esc(p), esc(ev())) for num, p in xs[:11]), hx("SubsHeading") if new else "gel-long-primer-bold", hx("PlayerList") if new else "gs-o-list-ui",
                        "".join('<li><span class="number">%d</span> <span class="name">%s</span></li>' % (num, esc(p)) for num, p in xs[11:]))
                after += ('<section%s class="%s"><h2 class="%s">Line-ups</h2>%s%s<p><strong>Referee:</strong> %s</p><p><strong>Attendance:</strong> %s</p></section>' % (
                    ' data-testid="lineups"' if new else "", hx("LineupsWrapper") if new else "sp-c-football-lineups", hx("StyledHeading") if new else "gel-great-primer-bold", team_list(home), team_list(away), esc(ref), att))
                extras += ["Line-ups", "Substitutes"]
            if r.random() < 0.75:
                pos = r.randint(28, 72)
                sh = (r.randint(3, 22), r.randint(3, 22))
                stats = [("Possession", "%d%%" % pos, "%d%%" % (100 - pos)), ("Shots", sh[0], sh[1]), ("Shots on Target", r.randint(0, sh[0]), r.randint(0, sh[1])),
                         ("Corners", r.randint(0, 12), r.randint(0, 12)), ("Fouls", r.randint(4, 18), r.randint(4, 18))]
                after += ('<section%s class="%s"><h2 class="%s">Match Stats</h2><table class="%s"><thead><tr><th scope="col">%s</th><th scope="col"><span class="gs-u-vh">Statistic</span></th>'
                          '<th scope="col">%s</th></tr></thead><tbody>%s</tbody></table></section>') % (
                    ' data-testid="match-stats"' if new else "", hx("StatsWrapper") if new else "sp-c-football-match-stats", hx("StyledHeading") if new else "gel-great-primer-bold", hx("StatsTable") if new else "gs-o-table",
                    esc(home[1]), esc(away[1]), "".join('<tr><td class="gs-o-table__cell">%s</td><th scope="row" class="gs-o-table__cell">%s</th><td class="gs-o-table__cell">%s</td></tr>' % (a, s, b)
                                                        for s, a, b in stats))
                extras += ["Match Stats", "Shots on Target"]
        topics = [home[0], away[0], lgname] if report else [r.choice(teams)[0], lgname, "Football"]
        after += ('<section data-component="topic-list" class="%s"><h2 class="%s">Related Topics</h2><ul class="%s">%s</ul></section>' if new else
                  '<div class="sp-c-related-topics"><h2 class="gel-long-primer-bold">Related Topics</h2><ul class="gs-o-list-inline">%s</ul></div>') % tuple(
            ([hx("TopicListWrapper"), hx("StyledHeading"), hx("TopicList")] if new else []) + ["".join('<li><a href="/sport/football/%s">%s</a></li>' % (slug(x), esc(x)) for x in topics)])
        extras.append("Related Topics")
        tops = [title(r) for _ in range(r.randint(4, 6))]
        extras += tops
        rail = ('<div class="%s"><h2>Top Stories</h2><ul>%s</ul></div>' % (hx("TopStories") if new else "sp-c-top-stories gel-layout__item gel-1/3@l", "".join(
            '<li><a href="/sport/football/%d">%s</a></li>' % (r.randint(60000000, 68000000), esc(x)) for x in tops)))
        byl = "By %s" % pname()
        role = "BBC Sport at %s" % vname if report else r.choice(["BBC Sport", "BBC Sport football reporter", "BBC Sport Scotland", "Chief football writer"])
        dstr = "%d %s %d" % (pub.day, MONTHS[pub.month - 1], pub.year)
        if new:
            out = ('<div id="main-wrapper" class="%s">%s<main id="main-content" data-testid="main-content" class="%s"><article class="%s"><header class="%s"><h1 id="main-heading" class="%s">%s</h1></header>'
                   '<div data-component="byline-block" class="%s"><div class="%s"><div class="%s">%s</div><div class="%s">%s</div></div><div class="%s"><span class="%s">Published</span>'
                   '<time data-testid="timestamp" datetime="%s">%s</time></div></div>%s%s</article>%s</main></div>') % (
                hx("MainWrapper"), header, hx("Main"), hx("ArticleWrapper"), hx("HeaderWrapper"), hx("StyledHeading"), esc(t), hx("BylineBlock"), hx("Contributor"), hx("Name"), esc(byl),
                hx("Role"), esc(role), hx("MetadataStrip"), hx("VisuallyHidden"), pub.strftime("%Y-%m-%dT%H:%M:%S.000Z"), dstr, story_html, after, rail)
        else:
            out = ('<div id="responsive-story-page" class="story"><div class="gel-wrap"><div class="gel-layout">%s<div class="gel-layout__item gel-2/3@l"><h1 class="gel-trafalgar-bold qa-story-headline gs-u-mv+">%s</h1>'
                   '<div class="gel-long-primer gs-u-pb+@m"><div class="gel-flag gs-u-mb+"><div class="gel-flag__body"><p class="gel-long-primer"><span class="qa-contributor-name gel-long-primer-bold">%s</span></p>'
                   '<p class="qa-contributor-title gel-long-primer">%s</p></div></div><ul class="gs-o-list-inline gs-o-list-inline--divided"><li class="gs-o-list-inline__item">'
                   '<time class="gs-o-bullet__text date qa-status-date" data-timestamp="%d" datetime="%s"><span class="gs-u-vh">Last updated on </span><span class="qa-status-date-output">%s</span></time></li>'
                   '<li class="gs-o-list-inline__item"><a class="gs-o-bullet__text qa-section-tag" href="/sport/football">Football</a></li></ul></div>%s%s</div>%s</div></div></div>') % (
                '<div class="gel-layout__item gel-1/1">%s</div>' % header if header else "", esc(t), esc(byl), esc(role), int((pub - datetime.datetime(1970, 1, 1)).total_seconds()),
                pub.strftime("%Y-%m-%dT%H:%M:%S+00:00"), dstr, story_html, after, rail)
        DESC.append(sentence(r, 10, 22))
        STORY[:] = story
        EXTRAS.extend(extras)
        return out

    # ------------------------------------------------------------------ Sky Sports
    widgets = {}
    if n >= 3 and r.random() < 0.5:
        cap = sentence(r, 6, 14).rstrip(".?!")
        widgets.setdefault(r.randint(1, n - 1), []).append(
            '<div class="sdc-article-widget sdc-article-image"><figure class="sdc-article-image__figure"><div class="sdc-article-image__wrapper" data-aspect-ratio="16/9">'
            '<img class="sdc-article-image__item" loading="lazy" src="https://e0.365dm.com/%02d/%02d/768x432/skysports-%s_%d.jpg" alt="%s"/></div>'
            '<figcaption class="sdc-article-image__caption"><span class="sdc-article-image__caption-text">Image: %s</span></figcaption></figure></div>' % (
                pub.year % 100, pub.month, slug(cap)[:30], r.randint(5800000, 6999999), esc(cap), esc(cap)))
    video = lambda cap, dur: (
        '<div class="sdc-article-widget sdc-site-video callfn" data-sdc-video-id="%d" data-provider="brightcove" data-account-id="%d" data-caption="%s">'
        '<div class="sdc-site-video__poster"><img class="sdc-site-video__poster-img" src="https://e0.365dm.com/%02d/%02d/768x432/skysports-%x.jpg" alt=""/>'
        '<p class="sdc-site-video__accessibility-message">Please use Chrome browser for a more accessible video player</p>'
        '<button class="sdc-site-video__play" aria-label="Play Video"><span class="sdc-site-video__play-label">Play Video</span></button></div>'
        '<div class="sdc-site-video__details"><span class="sdc-site-video__caption-text">%s</span> <span class="sdc-site-video__duration">%s</span></div></div>') % (
        r.randint(12000000, 13999999), r.randint(6000000000, 6999999999), esc(cap), pub.year % 100, pub.month, r.getrandbits(36), esc(cap), dur)
    if n >= 3 and r.random() < 0.55:
        cap = ("FREE TO WATCH: Highlights from %s's %s %s in the %s" % (win[1], r.choice(["win over", "victory against", "defeat of"]), lose[1], lgname) if report and hs != as_ else
               "%s: %s" % (r.choice(["FREE TO WATCH", "WATCH", "Watch"]), sentence(r, 5, 12).rstrip(".?!")))
        widgets.setdefault(r.randint(1, n - 1), []).append(video(cap, "%d:%02d" % (r.randint(0, 9), r.randint(0, 59))))
        extras += [cap, "Please use Chrome browser for a more accessible video player"]
    if n >= 3 and r.random() < 0.5:
        trend = [title(r) for _ in range(r.randint(3, 5))]
        widgets.setdefault(r.randint(1, n - 1), []).append(
            '<div class="sdc-article-widget sdc-article-related-stories"><h3 class="sdc-article-related-stories__heading">Trending</h3><ul class="sdc-article-related-stories__list">%s</ul></div>' % "".join(
                '<li class="sdc-article-related-stories__item"><a class="sdc-article-related-stories__link" href="/football/news/11095/%d/%s"><span class="sdc-article-related-stories__link-text">%s</span></a></li>' % (
                    r.randint(12000000, 13999999), slug(x), esc(x)) for x in trend))
        extras += trend
    watch = None
    if r.random() < 0.6:
        watch = r.choice([("Watch the %s on Sky Sports" % lgname, ["Get Sky Sports or stream with NOW \u2013 no contract, cancel anytime"]),
                          ("Stream Sky Sports with NOW", ["Watch the %s, the EFL, F1 and more with a NOW Sports Membership" % lgname, "No contract, cancel anytime"]),
                          ("Watch %s highlights for free" % lgname, ["Watch free highlights of every %s match on the Sky Sports website and app" % lgname])])
        box = ('<div class="sdc-article-widget sdc-article-factbox"><h3 class="sdc-article-factbox__title">%s</h3><div class="sdc-article-factbox__body">%s</div></div>' % (
            esc(watch[0]), "".join('<p><a href="/watch-sky-sports">%s</a></p>' % esc(x) for x in watch[1])))
        widgets.setdefault(r.randint(1, n) if n >= 2 else n, []).append(box)
        extras += [watch[0]] + watch[1]
    html_ = []
    for j, (k_, x) in enumerate(blocks):
        html_.append("<p>%s</p>" % esc(x) if k_ == "p" else "<h3>%s</h3>" % esc(x) if k_ == "h" else "<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in x))
        html_ += widgets.get(j + 1, [])
    sub = sentence(r, 12, 26)
    TEASER.append(sub)
    author = pname()
    hmedia = ""
    if r.random() < 0.85:
        cap = sentence(r, 6, 14).rstrip(".?!")
        hmedia = ('<div class="sdc-article-header__media">%s</div>' % (
            video(cap, "%d:%02d" % (r.randint(0, 9), r.randint(0, 59))) if r.random() < 0.35 else
            '<div class="sdc-article-widget sdc-article-image"><figure class="sdc-article-image__figure"><div class="sdc-article-image__wrapper" data-aspect-ratio="16/9">'
            '<img class="sdc-article-image__item" src="https://e0.365dm.com/%02d/%02d/1600x900/skysports-%s_%d.jpg" alt="%s"/></div><figcaption class="sdc-article-image__caption">'
            '<span class="sdc-article-image__caption-text">Image: %s</span></figcaption></figure></div>' % (pub.year % 100, pub.month, slug(cap)[:30], r.randint(5800000, 6999999), esc(cap), esc(cap))))
        if "sdc-site-video" in hmedia:
            extras += ["Please use Chrome browser for a more accessible video player", cap]
    fid = r.randint(450000, 499999)
    mslug = "%s-vs-%s" % (slug(home[0]), slug(away[0]))
    header = ""
    if report:
        syn = lambda k: "".join('<li class="sdc-site-match-header__team-synopsis-line">%s (%s)</li>' % (esc(nm), ", ".join("%d'" % m for m in ms)) for nm, ms in goals[k])
        th = lambda tm, side: ('<h4 class="sdc-site-match-header__team-name sdc-site-match-header__team-name--%s"><a href="/%s" data-short-name="%s"><abbr title="%s">'
                               '<span class="sdc-site-match-header__team-name-block"><span class="sdc-site-match-header__team-name-block-target">%s</span></span></abbr></a></h4>') % (
            side, slug(tm[0]), esc(tm[1]), esc(tm[0]), esc(tm[0]))
        header = ('<div class="sdc-site-match-header" data-component-name="sdc-site-match-header" data-fixture-id="%d"><div class="sdc-site-match-header__wrapper"><div class="sdc-site-match-header__body">'
                  '<div class="sdc-site-match-header__detail"><p class="sdc-site-match-header__detail-fixture">%s vs %s. %s.</p><time class="sdc-site-match-header__detail-time">%s, %s %d%s %s %d.</time>'
                  '<span class="sdc-site-match-header__detail-venue sdc-site-match-header__detail-venue--with-seperator">%s.</span><span class="sdc-site-match-header__detail-attendance">'
                  '<span class="sdc-site-match-header__detail-attendance-label">Attendance</span> %s.</span></div><div class="sdc-site-match-header__content"><div class="sdc-site-match-header__teams">%s'
                  '<div class="sdc-site-match-header__team-score"><span class="sdc-site-match-header__team-score-block" data-update="score-home">%d</span><span class="sdc-site-match-header__team-score-block" data-update="score-away">%d</span></div>%s</div>'
                  '<div class="sdc-site-match-header__status"><span class="sdc-site-match-header__match-status sdc-site-match-header__match-status--ft"><span class="sdc-site-match-header__match-status-visually-hidden">Match status: </span><span>FT</span></span></div>'
                  '<div class="sdc-site-match-header__synopsis"><ul class="sdc-site-match-header__team-synopsis" data-update="synopsis-home">%s</ul><ul class="sdc-site-match-header__team-synopsis" data-update="synopsis-away">%s</ul></div>'
                  '</div></div></div></div><nav class="sdc-site-localnav" aria-label="Match navigation"><ul class="sdc-site-localnav__items">%s</ul></nav>') % (
            fid, esc(home[0]), esc(away[0]), lgname, kick.strftime("%H:%M"), NS_DAYS[kick.weekday()], kick.day, {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(kick.day, "th"),
            MONTHS[kick.month - 1], kick.year, esc(grounds[home[2]]), att, th(home, "home"), hs, as_, th(away, "away"), syn(0), syn(1), "".join(
                '<li class="sdc-site-localnav__item"><a class="sdc-site-localnav__item-link" href="/football/%s/%s/%d"%s data-role="nav-item-links">%s</a></li>' % (
                    mslug, x.lower(), fid, ' aria-current="true"' if x == "Report" else "", x) for x in ["Report", "Live", "Teams", "Stats", "Video"]))
        extras.append("Attendance %s." % att)
    # the live scores' widget in the rail
    day = [(a, b) + scores() for a, b in (r.sample(teams, 2) for _ in range(r.randint(4, 7)))]
    live = ('<div class="sdc-site-live-scores" data-component-name="sdc-site-live-scores"><h2 class="sdc-site-live-scores__title">Live Scores</h2><div class="fixres__body">'
            '<h4 class="fixres__header2">%s %d %s</h4><h5 class="fixres__header3">%s</h5>%s</div><a class="sdc-site-live-scores__more" href="/%s-scores-fixtures">All scores</a></div>') % (
        NS_DAYS[kick.weekday()], kick.day, MONTHS[kick.month - 1], lgname, "".join(
            '<div class="fixres__item"><a href="/football/%s-vs-%s/%d" class="matches__item matches__link" data-status="%s"><span class="matches__item-col matches__participant matches__participant--side1">'
            '<span class="swap-text--bp30"><span class="swap-text__target">%s</span></span></span><span class="matches__item-col matches__status"><span class="matches__teamscores">'
            '<span class="matches__teamscores-side">%d</span><span class="matches__teamscores-side">%d</span></span><span class="matches__date">%s</span></span>'
            '<span class="matches__item-col matches__participant matches__participant--side2"><span class="swap-text--bp30"><span class="swap-text__target">%s</span></span></span></a></div>' % (
                slug(a[0]), slug(b[0]), fid + j + 1, st, esc(a[1]), x, y, st, esc(b[1])) for j, (a, b, x, y, st) in enumerate(
                (a, b, x, y, r.choice(["FT", "FT", "HT", "%d'" % r.randint(1, 90)])) for a, b, x, y in day)), lg)
    d = pub
    out = ('%s<div class="sdc-article-header sdc-article-header--with-media" data-component-name="sdc-article-header"><div class="sdc-article-header__wrap"><div class="sdc-article-header__main">'
           '<div class="sdc-article-header__titles"><h1 class="sdc-article-header__title sdc-site-component-header--h1"><span class="sdc-article-header__long-title">%s</span></h1>'
           '<p class="sdc-article-header__sub-title">%s</p></div><div class="sdc-article-header__author"><div class="sdc-article-author"><p class="sdc-article-author__byline">By <a class="sdc-article-author__link" href="/author/%s">%s</a></p>%s</div></div>'
           '<div class="sdc-article-date"><p class="sdc-article-date__date-time">%s %d %s %d %02d:%02d, UK</p></div></div>%s</div></div>'
           '<div class="sdc-site-layout"><div class="sdc-site-layout__col sdc-site-layout__col1"><div class="sdc-article-body sdc-article-body--story sdc-article-body--lead" data-component-name="sdc-article-body">%s</div>'
           '<div class="sdc-site-share" data-component-name="sdc-site-share"><ul>%s</ul></div></div><div class="sdc-site-layout__col sdc-site-layout__col2">%s</div></div>') % (
        header, esc(t), esc(sub), slug(author), author, '<p class="sdc-article-author__role">%s</p>' % r.choice(["Football Reporter", "Football Writer", "Digital Football Journalist", "News Reporter"]) if r.random() < 0.6 else "",
        NS_DAYS[d.weekday()], d.day, MONTHS[d.month - 1], d.year, d.hour, d.minute, hmedia, "\n".join(html_),
        "".join('<li><a class="sdc-site-share__link sdc-site-share__link--%s" href="#">%s</a></li>' % (x.lower(), x) for x in ["Facebook", "Twitter", "WhatsApp", "Email"]), live)
    STORY[:] = story
    EXTRAS.extend(extras)
    return out



# One more platform, written after every rule above and before any run
# of it: a Korean news story as Naver News shows it, or on its paper's
# own site (Chosun Ilbo's, JoongAng Ilbo's or the Hankyoreh's).
KO_SURNAMES = [("김", "kim"), ("김", "kim"), ("이", "lee"), ("이", "lee"), ("박", "park"), ("최", "choi"), ("정", "jung"), ("강", "kang"),
               ("조", "cho"), ("윤", "yoon"), ("장", "jang"), ("임", "lim"), ("한", "han"), ("오", "oh"), ("서", "seo"), ("신", "shin"),
               ("권", "kwon"), ("황", "hwang"), ("안", "ahn"), ("송", "song"), ("류", "ryu"), ("홍", "hong"), ("문", "moon"), ("양", "yang")]
KO_GIVEN = [("민", "min"), ("서", "seo"), ("지", "ji"), ("현", "hyun"), ("준", "jun"), ("영", "young"), ("수", "soo"), ("진", "jin"),
            ("호", "ho"), ("은", "eun"), ("혜", "hye"), ("성", "sung"), ("재", "jae"), ("우", "woo"), ("윤", "yun"), ("경", "kyung"),
            ("태", "tae"), ("희", "hee"), ("하", "ha"), ("원", "won"), ("상", "sang"), ("동", "dong"), ("승", "seung"), ("주", "joo"),
            ("나", "na"), ("연", "yeon"), ("규", "kyu"), ("석", "seok"), ("아", "a"), ("혁", "hyuk")]
# the presses whose stories Naver News carries: the office id, the name,
# the home's host, the kind (a wire, a daily, a business daily, a
# broadcaster) and the reporters' mail domain
NV_PRESS = [("001", "연합뉴스", "www.yna.co.kr", "agency", "yna.co.kr"), ("001", "연합뉴스", "www.yna.co.kr", "agency", "yna.co.kr"),
            ("003", "뉴시스", "www.newsis.com", "agency", "newsis.com"), ("421", "뉴스1", "www.news1.kr", "agency", "news1.kr"),
            ("023", "조선일보", "www.chosun.com", "paper", "chosun.com"), ("025", "중앙일보", "www.joongang.co.kr", "paper", "joongang.co.kr"),
            ("020", "동아일보", "www.donga.com", "paper", "donga.com"), ("028", "한겨레", "www.hani.co.kr", "paper", "hani.co.kr"),
            ("032", "경향신문", "www.khan.co.kr", "paper", "kyunghyang.com"), ("005", "국민일보", "www.kmib.co.kr", "paper", "kmib.co.kr"),
            ("009", "매일경제", "www.mk.co.kr", "econ", "mk.co.kr"), ("015", "한국경제", "www.hankyung.com", "econ", "hankyung.com"),
            ("008", "머니투데이", "news.mt.co.kr", "econ", "mt.co.kr"), ("277", "아시아경제", "www.asiae.co.kr", "econ", "asiae.co.kr"),
            ("018", "이데일리", "www.edaily.co.kr", "econ", "edaily.co.kr"), ("056", "KBS", "news.kbs.co.kr", "tv", "kbs.co.kr"),
            ("214", "MBC", "imnews.imbc.com", "tv", "mbc.co.kr"), ("055", "SBS", "news.sbs.co.kr", "tv", "sbs.co.kr"),
            ("052", "YTN", "www.ytn.co.kr", "tv", "ytn.co.kr")]
# a press's own lines after the story on Naver: its copyright, its promos
NV_COPY = {"연합뉴스": "<저작권자(c) 연합뉴스, 무단 전재-재배포 금지>", "뉴시스": "<저작권자ⓒ 공감언론 뉴시스통신사. 무단전재-재배포 금지.>",
           "뉴스1": "© 뉴스1코리아(news1.kr), 무단 전재 및 재배포 금지", "조선일보": "- Copyrights ⓒ 조선일보 & chosun.com, 무단 전재 및 재배포 금지 -",
           "중앙일보": "ⓒ중앙일보(https://www.joongang.co.kr), 무단 전재 및 재배포 금지", "동아일보": "ⓒ 동아일보 & donga.com, 무단 전재 및 재배포 금지",
           "한겨레": "[ⓒ한겨레신문 : 무단전재 및 재배포 금지]", "경향신문": "ⓒ경향신문(www.khan.co.kr), 무단전재 및 재배포 금지",
           "국민일보": "GoodNews paper ⓒ 국민일보(www.kmib.co.kr), 무단전재 및 수집, 재배포금지", "매일경제": "[ⓒ 매일경제 & mk.co.kr, 무단전재 및 재배포 금지]",
           "한국경제": "ⓒ 한국경제 & hankyung.com, 무단전재 및 재배포 금지", "머니투데이": "<저작권자 ⓒ '돈이 보이는 리얼타임 뉴스' 머니투데이, 무단전재 및 재배포 금지>",
           "아시아경제": "<ⓒ경제를 보는 눈, 세계를 보는 창 아시아경제 무단전재 배포금지>", "이데일리": "＜ⓒ종합 경제정보 미디어 이데일리 - 상업적 무단전재 & 재배포 금지＞",
           "KBS": "ⓒ KBS & KBS Digital News, 무단 전재 및 재배포 금지", "MBC": "Copyright(c) Since 1996, MBC&iMBC All rights reserved.",
           "SBS": "※ ⓒ SBS & SBS Digital News Lab. : 무단복제 및 재배포 금지", "YTN": "[저작권자(c) YTN 무단전재, 재배포 및 AI 데이터 활용 금지]"}
NV_PROMOS = {"agency": ["▶ 네이버에서 %s 구독하기", "▶ 제보는 카톡 okjebo", "▶ 오늘의 핫뉴스 \"이런 일이\"", "▶ [팩트체크] 사실은 이렇습니다"],
             "paper": ["▶ 네이버에서 %s 구독하기", "▶ 지금 가장 많이 읽히는 뉴스", "▶ 기자 구독하고 알림 받기", "▶ 뉴스레터 무료 구독"],
             "econ": ["▶ 네이버에서 %s 구독하기", "▶ 오늘의 증시 시황 한눈에", "▶ 재테크 비법 무료 특강", "▶ 실시간 뉴스 보기"],
             "tv": ["▶ 네이버에서 %s 구독하기", "▶ %s 유튜브 구독하기", "▶ 제보하기 카카오톡 '%s' 검색"]}
NV_SECTIONS = [("정치", 100), ("경제", 101), ("사회", 102), ("생활/문화", 103), ("세계", 104), ("IT/과학", 105)]
NV_CATS = {"News": 102, "Politics": 100, "Travel": 103, "Food": 103, "Design": 105, "Music": 103, "Books": 103}
KO_CITIES = ["서울", "서울", "서울", "서울", "서울", "세종", "세종", "부산", "인천", "대전", "광주", "대구", "수원", "춘천", "청주", "전주", "창원", "제주"]
KO_ABROAD = ["워싱턴", "뉴욕", "베이징", "도쿄", "파리", "런던", "브뤼셀", "모스크바", "하노이", "제네바"]
KO_ROLES = ["관계자", "관계자", "대변인", "장관", "위원장", "대표", "교수", "연구위원", "의원", "청장", "시장", "이사장"]
KO_SAID = ["말했다.", "말했다.", "말했다.", "밝혔다.", "강조했다.", "설명했다.", "덧붙였다.", "전했다.", "지적했다."]
# a news story's endings, after a made-up noun ("...했다.", "...할 방침이다.")
KO_NEWS_ENDS = ["했다.", "했다.", "했다.", "했다.", "한다.", "했다고 밝혔다.", "할 방침이다.", "할 예정이다.", "한 것으로 알려졌다.",
                "했다고 전했다.", "하기로 했다.", "됐다.", "이다.", "했다는 설명이다.", "할 계획이다.", "된 것으로 나타났다."]
KO_MARKS = ["◇ ", "◆ ", "■ ", "▶ ", "[", "<"]


def naver(r, t, body, cat, cs):
    """A Korean news story of 2019-2024, in Korean (made-up Hangul words,
    the reporters' "...했다." and "...할 방침이다.", quotes '"...했다"고
    말했다.', numbers "12일", "35%"), as Naver News shows it or as its
    paper prints it on its own site, one of them a site.  Naver's page
    of 2022-2024 (n.news.naver.com/article/OID/AID, a site a press's
    stories there): the Nlnb menu, div.media_end_head with the press's
    logo (a.media_end_head_top_logo, its img's alt the press), "구독",
    h2#title_area.media_end_head_headline, the reporter's
    em.media_end_head_journalist_name and his card's layer ("구독자",
    "응원수"), "입력" and "수정" with their
    span.media_end_head_info_datestamp_time "2023.03.12. 오후 6:45",
    "기사원문", the comments' button, the reactions' u_likeit module
    ("좋아요", "훈훈해요", "슬퍼요", "화나요", "후속기사 원해요"), "요약봇"
    and its layer, "본문 듣기", "글자 크기 변경하기", "번역", "공유하기";
    then div#newsct_article holding #dic_area (a div on the sites of 2022,
    article#dic_area after): the press's strong.media_end_summary of
    one to three lines split by <br>s on some pages, photos in
    span.end_photo_org (div.nbd_im_w, img#img1, em.img_desc's caption,
    Yonhap's "(서울=연합뉴스) NAME 기자 = ... 2023.3.12 mail" or "[사진=
    PRESS 제공]"), a broadcaster's video box, the text as one run split
    by "<br><br>" (or "<br>\n<br>", a site's press's way), its first
    paragraph opening on the wire's dateline "(서울=연합뉴스) NAME 기자 =
    ", "[서울=뉴시스]NAME 기자 = " or "[이데일리 NAME 기자] ", quotes
    and numbers, subheadings in <b> or <strong> ("◇ ...", "■ ..."), then
    the press's closing lines in the same run: the reporter "NAME 기자
    mail", the wire's mail alone, a broadcaster's "KBS 뉴스 NAME입니다."
    and "촬영기자:NAME / 영상편집:NAME", on some pages its promos ("▶
    네이버에서 PRESS 구독하기") and its copyright line ("ⓒ 동아일보 &
    donga.com, 무단 전재 및 재배포 금지"); after the box div.byline's
    span.byline_s "NAME 기자 (mail)" on some sites, div.copyright's
    "Copyright ⓒ PRESS. All rights reserved. 무단 전재 및 재배포, AI
    학습 이용 금지.", the section's "이 기사는 언론사에서 정치 섹션으로
    분류했습니다." and its guide, "이 기사를 추천합니다" and its five
    stickers ("쏠쏠정보", "흥미진진", "공감백배", "분석탁월", "후속강추"),
    the reporter's card ("구독자", "응원수" and his other stories), "PRESS
    주요뉴스" (headlines, "해당 언론사에서 선정하며 언론사 페이지(아웃링크)로
    이동해 볼 수 있습니다."), the comments' empty #cbox_module (a script
    loads them), and beside it "PRESS 랭킹 뉴스".  Naver's page of
    2019-2021 (news.naver.com/main/read.nhn): div.article_header's
    press_logo, h3#articleTitle, "기사입력 2020.03.12. 오후 6:45",
    "최종수정", "기사원문", "스크랩", "본문듣기", the reactions and
    "요약봇"; div#articleBodyContents: the comments "<!-- 본문 내용 -->" and
    "<!-- TV플레이어 -->", the script "function _flash_removeCallback()
    {}", the same run of text, numbers and latin words in <span
    data-type="ore"> on some sites, the press's closing lines, promos in
    <a><b>, and its copyright, all in the box; then the section's guide,
    the end_btn's reactions and "이 기사를 추천합니다", "PRESS 관련뉴스"
    (headlines), "PRESS 기사제공", the end's ad frame, #cbox_module,
    "SECTION 속보" with "기사목록 전체보기" and its list, "많이 본 뉴스".
    A paper's own site: Chosun Ilbo's Arc XP (Fusion) page of 2020-2024
    (h1.article-header__headline, the author's link, "입력" and
    "업데이트", section.article-body[itemprop=articleBody] of
    p.article-body__content-text paragraphs with their "| text--black
    ..." utility classes, figure.article-body__content-image and its
    figcaption, a subheading a bold p, arcad-wrapper ads, a raw HTML
    "관련 기사" box at times, the copyright, "많이 본 뉴스" and the
    script#fusion-metadata's Fusion.globalContent holding every
    paragraph again), JoongAng Ilbo's (news.joins.com's of 2019-2020,
    div#article_body's text split by <br><br>; joongang.co.kr's of
    2021-2024, its <p>s: the dek div.ab_subtitle, div.ab_photo's
    p.caption, div.ab_sub_heading, the ad_wrap, "관련기사" in
    div.ab_related_article, div.ab_byline "NAME 기자 mail" closing the
    box, "ⓒ중앙일보(https://www.joongang.co.kr), 무단 전재 및 재배포 금지",
    tags, the comments' count, "많이 본 기사") or the Hankyoreh's (its
    page of 2019-2022: div.article-head's "등록 :" and "수정 :", div.text
    of the dek div.subtitle, div.image-area's caption div.desc, the text
    split by <br><br>, "NAME 기자 mail" closing it, "관련기사"; its
    Next.js page of 2023-2024: CSS modules' ArticleDetailView_ names with
    the build's hashes, the h3 title, the h4 subtitle (the dek, its
    lines split by <br>s), the reporters' links, "등록" and "수정",
    div.article-text of p.text paragraphs, figures and their
    figcaption, ad boxes, the reporter's p.text closing it, "관련기사",
    "많이 본 기사" and __NEXT_DATA__ holding the text again).  No
    comments' texts: every site's are a script's.  The feed's
    description: the dek where there is one, else the first hundred
    characters and "…".  The truth: the dek (the press's summary, the
    ab_subtitle, the subtitle: the feed's description), the story's
    paragraphs (the wire's dateline kept in the first, as its reader
    reads it), its subheadings with their marks; not the headline,
    the press, the reporter's lines (NAME 기자 mail, a broadcaster's
    sign-off and its crew's credits: credits, neither text nor
    counted), captions, videos, promos, copyright lines, "기사제공",
    reactions, the section's guide, the reporter's card, related and
    ranked headlines, tags."""
    rs = random.Random(BLOG[0] + " naver")
    site = ["naver", "paper", "naverold", rs.choice(["naver", "naver", "naverold", "paper"])][DATE_STYLE]
    paper = rs.choice(["chosun", "joongang", "hani"])
    late = random.Random(BLOG[0] + " late").random() < 0.5   # the paper's newer design; Naver's article#dic_area
    if site == "paper":
        press = {"chosun": NV_PRESS[4], "joongang": NV_PRESS[5], "hani": NV_PRESS[7]}[paper]
    else:
        press = rs.choice(NV_PRESS)
    oid, pname, phost, kind, mdom = press
    sep = rs.choice(["<br><br>", "<br><br>", "<br><br>", "<br>\n<br>\n", "<br/><br/>", "\n<br>\n<br>\n"])   # the press's paragraphs' gap on Naver
    ore = site == "naverold" and rs.random() < 0.5   # numbers and latin in <span data-type="ore">
    has_byline = rs.random() < 0.7                  # Naver's div.byline under the box
    mark = rs.choice(KO_MARKS)                       # the press's subheadings' mark
    htag = rs.choice(["b", "b", "strong"])
    years = {"naver": [2022] if not late else [2023, 2024], "naverold": [2019, 2020, 2021],
             "paper": {"chosun": [2020, 2021, 2022, 2023, 2024], "joongang": [2021, 2022, 2023, 2024] if late else [2019, 2020],
                       "hani": [2023, 2024] if late else [2019, 2020, 2021, 2022]}[paper]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(3, 300)) if r.random() < 0.55 else None
    sid = NV_CATS.get(cat, 102) if r.random() < 0.75 else r.choice(NV_SECTIONS)[1]
    sname = dict((b, a) for a, b in NV_SECTIONS)[sid]
    lw = lambda: LEXICON_KO[int(1500 * r.random() ** 2)]

    def headline():  # another story's headline: "A B\u2026C D", a quote's words at times
        w = [word(r) for _ in range(r.randint(4, 8))]
        x = r.random()
        if x < 0.35:
            w[r.randrange(1, len(w) - 1)] += "\u2026"
        elif x < 0.5:
            w[0], w[2] = "\"" + w[0], w[2] + "\""
        return " ".join(w).replace("\u2026 ", "\u2026")

    digits = lambda n: "".join(r.choice("0123456789") for _ in range(n))
    hexid = lambda n: "".join(r.choice("0123456789abcdef") for _ in range(n))

    def topic(w):  # the topic's particle, as the word's last syllable has it
        return w + ("은" if (ord(w[-1]) - 0xAC00) % 28 else "는")

    def kname():
        s, sr = r.choice(KO_SURNAMES)
        a, b = r.sample(KO_GIVEN, 2)
        return s + a[0] + b[0], sr, a[1] + b[1]

    def mail(n, dom):
        _, sr, gr = n
        return r.choice([gr, sr + gr, gr + digits(2), sr[0] + gr, gr + "." + sr, sr + gr[:3] + digits(1)]) + "@" + dom

    # the story in a reporter's register: sentences closing on "...했다.",
    # a number at times, a quote at times, one to three a paragraph
    def news(s, first=False):
        w = s.split(" ")[:-1] or [lw()]
        if r.random() < 0.22:
            w.insert(r.randint(0, len(w)), r.choice(["%d일" % pub.day, "%d%%" % r.randint(2, 98), "%d명" % r.randint(2, 900),
                                                    "%d억 원" % r.randint(3, 9000), "%d년" % r.randint(2000, pub.year), "%d개" % r.randint(2, 60)]))
        out = " ".join(w + [lw() + r.choice(KO_NEWS_ENDS)])
        if not first and r.random() < 0.14:
            who = (kname()[0] + " " if r.random() < 0.5 else lw() + " ") + r.choice(KO_ROLES)
            out = '%s "%s"고 %s' % (topic(who), out[:-1], r.choice(KO_SAID))
        return out
    sents = []
    for p in body:
        cur = []
        for x in p.split(" "):
            cur.append(x)
            if x and x[-1] in ".?!":
                sents.append(" ".join(cur))
                cur = []
        if cur:
            sents.append(" ".join(cur) + ".")
    sents = [news(s, i == 0) for i, s in enumerate(sents)]
    paras = []
    while sents:
        k = r.choice([1, 1, 2, 2, 3] if kind in ("agency", "tv") else [1, 2, 2, 3])
        paras.append(" ".join(sents[:k]))
        sents = sents[k:]
    reporter = kname()
    rmail = mail(reporter, mdom)
    abroad = kind == "agency" and cat in ("News", "Politics") and r.random() < 0.2
    city = r.choice(KO_ABROAD) if abroad else r.choice(KO_CITIES)
    if r.random() < 0.35:
        paras[0] = "%d일 %s" % (pub.day, paras[0])
    if site != "paper":
        dl = {"연합뉴스": "(%s=연합뉴스) %s %s = ", "뉴스1": "(%s=뉴스1) %s %s = ", "뉴시스": "[%s=뉴시스]%s %s = "}.get(pname)
        if dl:
            paras[0] = dl % (city, reporter[0], "특파원" if abroad else "기자") + paras[0]
        elif pname in ("이데일리", "아시아경제", "머니투데이") and r.random() < 0.85:
            paras[0] = "[%s %s 기자] %s" % (pname, reporter[0], paras[0])
    n = len(paras)
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 6 and r.random() < 0.4 else set()
    pdek = {"agency": 0.08, "tv": 0.05}.get(kind, 0.35) if site != "paper" else {"chosun": 0, "joongang": 0.4, "hani": 0.6}[paper]
    dek = [title(r) for _ in range(r.choice([1, 2, 2, 3]))] if r.random() < pdek else []
    # the blocks of the story: ("p", text), ("h", subheading)
    blocks, story = [], []
    for k, p in enumerate(paras):
        if k in heads:
            h = title(r)
            h = (mark + h + ("]" if mark == "[" else ">" if mark == "<" else "")) if site != "paper" else ("■ " if paper == "hani" else "◇") + h
            blocks.append(("h", h, None))
            story.append(h)
        blocks.append(("p", p, k))
        story.append(p)
    STORY[:] = story
    if dek:
        TEASER.append(" ".join(dek))
    else:
        DESC.append(paras[0][:100] + "\u2026" if len(paras[0]) > 100 else paras[0])
    aid = "%010d" % r.randint(10 ** 6, 3 * 10 ** 6) if kind != "agency" else "%010d" % r.randint(10 ** 7, 14 * 10 ** 6)
    ranked = [headline() for _ in range(r.randint(5, 10))]    # the most read
    EXTRAS.extend(ranked)

    def caption():
        c = " ".join(lw() for _ in range(r.randint(3, 8))) + r.choice(["하고 있다.", "하고 있다.", "했다.", "", " 모습.", "을 하고 있다."])
        if kind == "agency" and pname == "연합뉴스" and site != "paper":
            c = "(%s=연합뉴스) %s 기자 = %d일 %s %d.%d.%d\n%s" % (city, kname()[0], pub.day, c, pub.year, pub.month, pub.day, mail(kname(), mdom))
        elif pname == "뉴시스" and site != "paper":
            c = "[%s=뉴시스] %s 기자 = %s %d.%02d.%02d. %s *재판매 및 DB 금지" % (city, kname()[0], c, pub.year, pub.month, pub.day, mail(kname(), mdom))
        else:
            c += r.choice([" /연합뉴스", " [사진=%s 제공]" % lw(), " /뉴스1", " 연합뉴스", " [%s DB]" % pname, " /사진=%s" % pname, " (사진=%s)" % lw(), ""])
        EXTRAS.append(c.split("\n")[0])
        return c
    pics = set(r.sample(range(n), min(n, r.choice([0, 1, 1, 1, 2])))) if kind != "tv" else set(r.sample(range(n), min(n, r.choice([0, 0, 1]))))
    top_pic = 0 in pics or (pics and r.random() < 0.6)
    d8 = pub.strftime("%Y/%m/%d")

    # the press's closing lines: the reporter, the crew, promos, copyright
    def closing(inline_copy, promos):
        lines, shown = [], []
        if kind == "agency":
            lines.append("◎공감언론 뉴시스 " + rmail if pname == "뉴시스" else rmail)
        elif kind == "tv":
            crew = "%s:%s / 영상편집:%s" % ("촬영기자" if pname == "KBS" else "영상취재", kname()[0], kname()[0])
            sign = {"KBS": "KBS 뉴스 %s입니다.", "MBC": "MBC뉴스 %s입니다.", "SBS": "SBS %s입니다.", "YTN": "YTN %s입니다."}[pname] % reporter[0]
            lines += [sign, crew if pname != "SBS" else "(영상취재 : %s, 영상편집 : %s)" % (kname()[0], kname()[0])]
            if pname == "YTN":
                lines.append("YTN %s (%s)" % (reporter[0], rmail))
        elif pname in ("매일경제", "조선일보"):
            lines.append("[%s 기자]" % reporter[0])
        elif pname == "이데일리":
            lines.append("%s (%s)" % (reporter[0], rmail))
        else:
            lines.append("%s 기자 %s" % (reporter[0], rmail))
        for x in promos:
            x = x % ((pname,) * x.count("%s"))
            EXTRAS.append(x)
            shown.append(x)
        if inline_copy:
            EXTRAS.append(NV_COPY[pname])
        return lines, shown, [NV_COPY[pname]] if inline_copy else []

    def ore_wrap(s):  # Naver's spans around numbers and latin
        if not ore:
            return esc(s)
        out, run = "", ""
        for c in s + " ":
            if c.isascii() and c.isalnum():
                run += c
                continue
            if run:
                out += '<span data-type="ore" data-lang="en">%s</span>' % run
                run = ""
            out += esc(c)
        return out[:-1]

    if site in ("naver", "naverold"):
        OWN_HOST[0] = "n.news.naver.com" if site == "naver" else "news.naver.com"
        old = site == "naverold"
        imgno = [0]
        others = [headline() for _ in range(r.randint(4, 6))]    # the press's headlines
        EXTRAS.extend(others)

        def photo():
            imgno[0] += 1
            i = imgno[0]
            src = "https://imgnews.pstatic.net/image/%s/%s/%s_%03d_%s%03d.jpg?type=w%s" % (oid, d8, aid, i, pub.strftime("%Y%m%d%H%M%S"), r.randint(0, 999), 647 if old else 860)
            cap = caption() if r.random() < 0.85 else ""
            capx = '<em class="img_desc">%s</em>' % "<br>".join(esc(x) for x in cap.split("\n")) if cap else ""
            if old:
                return '<span class="end_photo_org"><img src="%s" alt="" />%s</span>' % (src, capx)
            return ('<span class="end_photo_org"><div class="nbd_im_w _LAZY_LOADING_WRAP "><div class="nbd_a _LAZY_LOADING_ERROR_HIDE" id="img_a%d">'
                    '<img id="img%d" data-src="%s" width="%d" height="auto" alt="" class="_LAZY_LOADING _LAZY_LOADING_INIT_HIDE"></div></div>%s</span>') % (
                i, i, src, r.choice([500, 550, 560, 647, 658, 860]), capx)
        video = ""
        if kind == "tv" or r.random() < 0.06:
            vid = hexid(32).upper()
            video = ('<div class="vod_player_wrap _VIDEO_AREA_WRAP" id="video_area_0" data-video-id="%s" data-inkey="V12%s" data-video-type="" data-player-type="" data-vid="%s">'
                     '<div class="_VIDEO_AREA" id="video_area_0_video"></div></div>') % (vid, hexid(32), vid) if not old else (
                '<!-- TV플레이어 -->\n<div class="vod_area"><iframe class="end_video_iframe" _src="https://tv.naver.com/embed/%s?autoPlay=true" frameborder="0" scrolling="no" allowfullscreen></iframe></div>\n<!-- // TV플레이어 -->' % digits(8))
        summ = '<strong class="media_end_summary">%s</strong>' % "<br>".join(ore_wrap(x) for x in dek) if dek else ""
        lead = photo() if top_pic else ""
        text = []
        for what, x, k in blocks:
            text.append("<%s>%s</%s>" % (htag, esc(x), htag) if what == "h" else ore_wrap(x))
            if k in pics and k:
                text.append(photo())
        inline_copy = old or rs.random() < 0.25
        promos = r.sample(NV_PROMOS[kind], r.randint(1, 3)) if (old and r.random() < 0.7) or r.random() < 0.12 else []
        lines, promo_lines, copy_lines = closing(inline_copy, promos)
        tail = sep.join(esc(x) for x in lines)
        if promo_lines:
            tail += sep + "<br>".join('<a href="https://%s/?utm_source=naver&amp;utm_medium=newsstand&amp;utm_campaign=%s"><b>%s</b></a>' % (phost, hexid(6), esc(x)) for x in promo_lines)
        if copy_lines:
            tail += sep + esc(copy_lines[0])
        run = sep.join(text) + sep + tail
        if old:
            content = ("%s\n<script type=\"text/javascript\">\n// flash 오류를 우회하기 위한 함수 추가\nfunction _flash_removeCallback() {}\n</script>\n\t\n\t%s%s%s" % (
                video, summ, lead + "<br><br>" if lead else "", run))
        else:
            content = "\n".join(x for x in [summ, video, lead + "<br>" if lead else "", run] if x)
        nid = "ne_%s_%s" % (oid, aid)
        logo = "https://mimgnews.pstatic.net/image/upload/office_logo/%s/%d/%02d/%02d/logo_%s_%d_%s.png" % (oid, 2020, rs.randint(1, 12), rs.randint(1, 28), oid, rs.randint(6, 60), "".join(rs.choice("0123456789") for _ in range(14)))
        ampm = lambda d: "%d.%02d.%02d. %s %d:%02d" % (d.year, d.month, d.day, "오전" if d.hour < 12 else "오후", (d.hour + 11) % 12 + 1, d.minute)
        faces = [("good", "like", "좋아요"), ("warm", "warm", "훈훈해요"), ("sad", "sad", "슬퍼요"), ("angry", "angry", "화나요"), ("want", "want", "후속기사 원해요")]
        likeit = ('<div class="_reactionModule u_likeit" data-sid="NEWS" data-cid="%s" data-ccounttype="period" style="visibility: hidden">'
                  '<a class="u_likeit_button _face" data-label="news" href="#" aria-haspopup="true" aria-pressed="false"><span class="u_likeit_icons _icons">'
                  '<span class="u_likeit_icon __reaction__like"><span class="u_likeit_blind">좋아요</span></span></span><span class="u_likeit_blind">좋아요 평가하기</span>'
                  '<span class="u_likeit_text _count">공감</span></a><ul class="u_likeit_layer _faceLayer" role="menu">%s</ul></div>') % (nid, "".join(
                      '<li class="u_likeit_list %s" role="menuitem"><a class="u_likeit_list_button _button" data-type="%s" href="#" role="button" aria-selected="false">'
                      '<span class="u_likeit_list_name _label">%s</span><span class="u_likeit_list_count _count">%d</span></a></li>' % (a, b, c, r.choice([0, 0, r.randint(1, 40), r.randint(10, 900)]))
                      for a, b, c in faces))
        summary_bot = ('<div class="media_end_head_autosummary _auto_summary_wrapper"><a href="javascript:;" class="media_end_head_autosummary_button _toggle_btn nclicks(sum_summary)">'
                       '<span class="media_end_head_autosummary_button_text">요약봇</span></a><div class="media_end_head_autosummary_layer _auto_summary_contents">'
                       '<div class="media_end_head_autosummary_layer_head"><strong class="media_end_head_autosummary_layer_tit">요약봇</strong>'
                       '<span class="media_end_head_autosummary_layer_txt">자동 추출 기술로 요약된 내용입니다. 요약 기술의 특성상 본문의 주요 내용이 제외될 수 있어, 전체 맥락을 이해하기 위해서는 기사 본문 전체보기를 권장합니다.</span></div>'
                       '<div class="media_end_head_autosummary_layer_body"><div class="_contents_body"></div></div>'
                       '<a href="javascript:;" class="media_end_head_autosummary_layer_close _close_button nclicks(sum_close)"><span class="blind">닫기</span></a></div></div>')
        EXTRAS.extend(["후속기사 원해요", "자동 추출 기술로 요약된 내용입니다", "이 기사는 언론사에서", "이 기사를 추천합니다"])
        guide = ('<div class="guide_categorization"><a href="#" class="guide_categorization_link _categorization_title">이 기사는 언론사에서 <em class="guide_categorization_item">%s</em> 섹션으로 분류했습니다.</a>'
                 '<div class="guide_categorization_ct" id="guideCategorizationDiv" style="display:none;"><em class="guide_categorization_ct_title"><i class="guide_categorization_icon"></i>기사 섹션 분류 안내</em>'
                 '<p class="guide_categorization_ct_p">기사의 섹션 정보는 해당 언론사의 분류를 따르고 있습니다. 언론사는 개별 기사를 2개 이상 섹션으로 중복 분류할 수 있습니다.</p>'
                 '<a href="#" class="guide_categorization_ct_close"><span>닫기</span></a></div></div>') % sname
        cbox = ('<div id="cbox_module" class="_COMMENT"></div><script type="text/javascript">var commentOptions = %s;</script>' % json.dumps({
            "sLanguage": "ko", "nPageSize": 5, "sSort": "favorite", "sTemplateId": "view_%s" % {100: "politics", 101: "economy", 102: "society", 103: "life", 104: "world", 105: "it"}[sid],
            "aFormation": ["count", "graph", "write", "notice", "list", "view"], "sDomain": "https://ssl.pstatic.net/static.cbox", "sObjectId": "news%s,%s" % (oid, aid),
            "sTicket": "news", "sLikeItId": nid, "htMessage": {"template": {"view_all": "댓글 더보기", "sort_favorite": "순공감순", "write_placeholder": "댓글을 입력해주세요"}}}, ensure_ascii=False))
        if old:
            url = "https://news.naver.com/main/read.nhn?mode=LSD&amp;mid=sec&amp;sid1=%d&amp;oid=%s&amp;aid=%s" % (sid, oid, aid)
            EXTRAS.extend(["기사제공", "관련뉴스"])
            rel_html = ('<div class="link_news"><h3>%s 관련뉴스<span>해당 언론사에서 선정하며 <em>언론사 페이지(아웃링크)</em>로 이동해 볼 수 있습니다.</span></h3><ul>%s</ul>'
                        '<a href="#" class="link_news_more nclicks(ser.sum)" id="link_news_more" style="display:none"><em></em> 기사 모아보기</a></div>') % (
                esc(pname), "".join('<li><a href="https://%s/article/%s" class="nclicks(are.link)" target="_blank">%s</a></li>' % (phost, digits(14), esc(h)) for h in others))
            sec_list = [headline() for _ in range(r.randint(4, 8))]
            EXTRAS.extend(sec_list)
            sponsor = '기사입력 <span class="t11">%s</span>' % ampm(pub) + ('\n최종수정 <span class="t11">%s</span>' % ampm(upd) if upd else "")
            head = ('<div class="article_header"><div class="press_logo"><a href="https://%s/" target="_blank" class="nclicks(atp_press)"><img src="%s" height="35" alt="%s" title="%s" class="" ></a></div>'
                    '<div class="article_info"><h3 id="articleTitle" class="tts_head">%s</h3><div class="sponsor"><!-- 기사 헤더 > 정보 -->\n%s\n<!-- // 기사 헤더 > 정보 -->'
                    '<a href="https://%s/view/%s" target="_blank" class="btn_artialoriginal nclicks(are.ori)">기사원문</a>'
                    '<a href="/main/scrap/folderList.nhn?scrapItem.officeId=%s&amp;scrapItem.articleId=%s" class="btn_scrap nclicks(atp_scrap)" title="스크랩" target="_blank">스크랩</a>'
                    '<div class="tts_svc"><button type="button" class="tts_voice nclicks(tts_play)" title="텍스트 음성 변환 서비스"><span class="tts_voice_ico"></span><span class="tts_voice_txt">본문듣기</span></button>'
                    '<i class="tts_bar"></i><button type="button" class="tts_setting nclicks(tts_set)" title="텍스트 음성 변환 설정"><span class="tts_setting_txt">설정</span></button></div>'
                    '<div class="article_btns"><div class="article_btns_left">%s<a href="#" class="pi_btn_count nclicks(atp_reply)" id="articleTitleCommentCount"><span class="blind pi_btn_count_blind">댓글</span><span class="lo_txt"></span></a></div>'
                    '<div class="article_btns_right">%s<div class="media_end_head_fontsize _font_setting_menu_wrapper"><a href="javascript:;" class="media_end_head_fontsize_set _toggle_btn nclicks(fnt_set)"><span class="blind">글자 크기 변경하기</span></a></div>'
                    '<a href="/main/tool/print.nhn?oid=%s&amp;aid=%s" class="media_end_head_print nclicks(atp_print)" target="_blank"><span class="bline">인쇄하기</span></a>'
                    '<div class="sns_share"><a href="#" title="보내기" class="naver-splugin nclicks(atp_share)" data-style="unity" data-url="%s" data-title="%s"><span class="naver-splugin-c sns_share_ico"></span><span class="blind">보내기</span></a></div>'
                    '</div></div></div></div></div>\n<!-- // 기사 헤더 -->') % (
                phost, logo, esc(pname), esc(pname), esc(t), sponsor, phost, digits(14), oid, aid, likeit, summary_bot, oid, aid, url, esc(t))
            box = ('<div class="article_body size3 font1 _font_setting_target" id="articleBody">\n<div id="articleBodyContents" class="_article_body_contents">\n'
                   '<!-- 본문 내용 -->\n%s\n<!-- // 본문 내용 -->\n</div>\n%s<div class="end_btn" id="spiLayer"><!-- 좋아요  u_likeit_module -->%s<!-- //좋아요 -->'
                   '<div class="tomain as_addinfo"><div class="u_likeit_list_module _reactionModule" id="toMainContainer" data-sid="NEWS_MAIN" data-cid="%s"><a href="#" class="u_likeit_list_btn _button" data-type="like">'
                   '<span class="u_ico"></span><em class="u_txt _label">이 기사를 추천합니다</em><em class="u_cnt _count"></em></a></div></div></div>'
                   '<!-- 언론사 관련기사 -->%s<!-- // 언론사 관련기사 --></div>') % (
                content if video else "<!-- TV플레이어 -->\n\n<!-- // TV플레이어 -->" + content, guide, likeit, nid, rel_html)
            foot = ('<div class="article_footer"><ul><li><a href="https://%s/" target="_blank" class="nclicks(abt_presslink)">%s 기사제공</a></li></ul></div>'
                    '<ul class="content_menu content_menu_bottom"><li class="first"><a href="/main/tool/print.nhn?oid=%s&amp;aid=%s" class="print nclicks(abt_print)" title="인쇄" target="_blank">인쇄</a></li>'
                    '<li class="scrap"><a href="/main/scrap/folderList.nhn" class="scrap nclicks(abt_scrap)" title="스크랩" target="_blank">스크랩</a></li></ul>'
                    '<!-- 본문 하단 광고 --><div class="end_ad"><iframe id="da_727145" src="https://veta.naver.com/fxshow?su=SU10083&amp;sid1=%d&amp;oid=%s" width="727" height="0" frameborder="0" scrolling="no" title="기사엔드하단광고"></iframe></div>'
                    '%s<div class="article_list"><h4>%s 속보 <span class="fs11"><a href="/main/list.nhn?mode=LSD&amp;mid=sec&amp;sid1=%d" class="c6 nclicks(abt_seclist)">기사목록 전체보기</a></span></h4>'
                    '<ul class="type04">%s</ul></div>') % (
                phost, esc(pname), oid, aid, sid, oid, cbox, sname, sid,
                "".join('<li class="list%d"><a class="nclicks(abt_secart)" href="/main/read.nhn?mode=LSD&amp;mid=sec&amp;sid1=%d&amp;oid=%03d&amp;aid=%s">%s</a></li>' % (
                    j + 1, sid, r.randint(1, 660), "%010d" % r.randint(10 ** 6, 10 ** 7), esc(h)) for j, h in enumerate(sec_list)))
            main = head + box + foot
            aside = ('<div class="aside"><div class="section section_wide"><h4>많이 본 뉴스</h4><ul class="section_list_ranking">%s</ul></div></div>' % "".join(
                '<li><em class="num%d">%d</em><a href="/main/ranking/read.nhn?oid=%03d&amp;aid=%s" class="nclicks(rig.rank)">%s</a></li>' % (j + 1, j + 1, r.randint(1, 660), "%010d" % r.randint(10 ** 6, 10 ** 7), esc(h))
                for j, h in enumerate(ranked)))
            return ('<div id="wrap" class="end"><table cellpadding="0" cellspacing="0" class="container" role="presentation"><tr><td class="content">'
                    '<div id="main_content" class="content">\n<!-- 기사 헤더 -->\n%s</div></td><td class="aside">%s</td></tr></table></div>') % (main, aside)
        # Naver's page of 2022-2024
        url = "https://n.news.naver.com/article/%s/%s?sid=%d" % (oid, aid, sid)
        cheer = (r.randint(0, 9000), r.randint(0, 30000))
        jid = r.randint(30000, 90000)
        jlayer = ('<div class="media_end_head_journalist"><button type="button" class="media_end_head_journalist_box _toggle_btn nclicks(art.jnm)">'
                  '<em class="media_end_head_journalist_name">%s 기자</em></button><div id="_JOURNALIST_LAYER" class="media_end_head_journalist_layer _JOURNALIST_CARD" style="display: none;">'
                  '<ul class="media_end_head_journalist_layer_list"><li class="media_end_head_journalist_layer_item _SUBSCRIBE_ELE"><div class="media_end_head_journalist_layer_div _LIKE_HIDE _LAZY_LOADING_WRAP">'
                  '<div class="media_end_head_journalist_layer_text _reactionModule" data-sid="JOURNALIST" data-cid="%d" data-ccounttype="period"><div class="media_end_head_journalist_layer_title">'
                  '<em class="media_end_head_journalist_layer_name">%s 기자</em><div class="media_end_head_journalist_layer_btns _JOURNALIST_ID" data-journalistid="%d">'
                  '<button type="button" class="media_end_head_journalist_btn_subscribe _SUBSCRIBE" data-channelkey="JOURNALIST_%d">구독</button>'
                  '<button type="button" class="media_end_head_journalist_btn_subscribe is_on _UNSUBSCRIBE" data-channelkey="JOURNALIST_%d" style="display:none;">구독중</button></div></div>'
                  '<dl class="media_end_head_journalist_layer_subscriber _button off" data-type="cheer"><div class="media_end_head_journalist_layer_definition_wrap _SUBSCRIBE_COUNT_TEXT_WRAP"><dt>구독자</dt>'
                  '<dd class="_SUBSCRIBE_COUNT_TEXT">%s</dd></div><div class="media_end_head_journalist_layer_definition_wrap"><dt class="_label">응원수</dt><dd class="_count">%s</dd></div></dl></div>'
                  '<a href="https://media.naver.com/journalist/%s/%d" class="media_end_head_journalist_layer_link" data-clk="ummore">더보기</a></div></li></ul></div></div>') % (
            esc(reporter[0]), jid, esc(reporter[0]), jid, jid, jid, "{:,}".format(cheer[0]), "{:,}".format(cheer[1]), oid, jid) if kind != "tv" or r.random() < 0.5 else ""
        stamps = ('<div class="media_end_head_info_datestamp_bunch"><span class="media_end_head_info_datestamp_term">입력</span><span class="media_end_head_info_datestamp_time _ARTICLE_DATE_TIME" data-date-time="%s">%s</span></div>' % (
            pub.strftime("%Y-%m-%d %H:%M:%S"), ampm(pub))) + ('<div class="media_end_head_info_datestamp_bunch"><span class="media_end_head_info_datestamp_term">수정</span>'
                                                               '<span class="media_end_head_info_datestamp_time _ARTICLE_MODIFY_DATE_TIME" data-modify-date-time="%s">%s</span></div>' % (
                                                                   upd.strftime("%Y-%m-%d %H:%M:%S"), ampm(upd)) if upd else "")
        tools = (summary_bot + '<div class="media_end_head_tts"><button type="button" class="media_end_head_tts_button _TTS_BTN"><span class="media_end_head_tts_text">본문 듣기</span></button>'
                 '<div class="media_end_head_tts_layer"><p class="media_end_head_tts_layer_text">본문 듣기를 종료하였습니다.</p></div></div>'
                 '<div class="media_end_head_fontsize _font_setting_menu_wrapper"><a href="javascript:;" class="media_end_head_fontsize_set _toggle_btn nclicks(fnt_set)" role="button"><span class="blind">글자 크기 변경하기</span></a>'
                 '<div class="media_end_head_fontsize_setlayer"><ul class="media_end_head_fontsize_setlayer_select">%s</ul></div></div>'
                 '<div class="media_end_head_translate _LANGUAGE_TRANSLATE_WRAP"><button type="button" class="media_end_head_translate_button _LANGUAGE_TRANSLATE_BTN"><span class="blind">번역</span></button>'
                 '<div class="media_end_head_translate_layer"><p class="media_end_head_translate_layer_text">번역 <em>beta</em> Translated by <strong>PAPAGO</strong></p><ul><li><a href="#" data-lang="en">English</a></li>'
                 '<li><a href="#" data-lang="zh-CN">简体中文</a></li><li><a href="#" data-lang="zh-TW">繁體中文</a></li><li><a href="#" data-lang="ja">日本語</a></li></ul></div></div>'
                 '<div class="media_end_head_share"><a href="#" class="media_end_head_share_btn _MEDIA_END_SHARE_BUTTON" data-url="%s" data-title="%s"><span class="blind">공유하기</span></a></div>') % (
            "".join('<li class="media_end_head_fontsize_option%d _opt" data-value="size%d"><a href="javascript:;" class="media_end_head_fontsize_option_text">가<em class="blind">%d단계</em></a></li>' % (
                j, j, j) for j in range(1, 6)), url.replace("&", "&amp;"), esc(t))
        stickers = [("useful", "쏠쏠정보"), ("wow", "흥미진진"), ("touched", "공감백배"), ("analytical", "분석탁월"), ("recommend", "후속강추")]
        bottom_like = ('<div class="media_end_bottom_like"><div class="_reactionModule u_likeit_list_module" data-sid="NEWS_RECOMMEND" data-cid="%s" data-ccounttype="period">'
                       '<strong class="media_end_bottom_like_title">이 기사를 추천합니다</strong><ul class="u_likeit_list_wrap">%s</ul></div></div>') % (nid, "".join(
                           '<li class="u_likeit_list %s"><a href="#" class="u_likeit_list_button _button" data-type="%s" role="button"><span class="u_likeit_list_name _label">%s</span>'
                           '<span class="u_likeit_list_count _count">%d</span></a></li>' % (a, a, b, r.choice([0, r.randint(1, 30), r.randint(5, 400)])) for a, b in stickers))
        EXTRAS.extend(["쏠쏠정보", "구독자", "응원수"])
        mine = [headline() for _ in range(r.randint(2, 4))]
        EXTRAS.extend(mine)
        card = ('<div class="media_journalistcard _JOURNALIST_CARD_WRAP"><div class="media_journalistcard_item"><div class="media_journalistcard_summary">'
                '<a href="https://media.naver.com/journalist/%s/%d" class="media_journalistcard_summary_link"><div class="media_journalistcard_summary_photo"><img src="https://mimgnews.pstatic.net/image/upload/item/%d/%s.jpg" width="60" height="60" alt=""></div>'
                '<div class="media_journalistcard_summary_text"><div class="media_journalistcard_summary_name"><em class="media_journalistcard_summary_name_text">%s 기자</em></div>'
                '<div class="media_journalistcard_summary_press"><img src="%s" height="18" alt="%s"></div></div></a><div class="media_journalistcard_summary_btns">'
                '<button type="button" class="media_journalistcard_summary_subscribe _SUBSCRIBE">구독</button><button type="button" class="media_journalistcard_summary_cheer _CHEER_BUTTON">응원</button></div></div>'
                '<dl class="media_journalistcard_summary_info"><dt>구독자</dt><dd>%s</dd><dt>응원수</dt><dd>%s</dd></dl><ul class="media_journalistcard_article_list">%s</ul></div></div>') % (
            oid, jid, jid, hexid(20), esc(reporter[0]), logo, esc(pname), "{:,}".format(cheer[0]), "{:,}".format(cheer[1]),
            "".join('<li class="media_journalistcard_article_item"><a href="https://n.news.naver.com/article/%s/%s" class="media_journalistcard_article_link"><span class="media_journalistcard_article_text">%s</span></a></li>' % (
                oid, "%010d" % (int(aid) - r.randint(1, 3000)), esc(h)) for h in mine)) if jlayer else ""
        byline = ('<div class="byline"><p class="byline_p"><span class="byline_s">%s</span></p></div>' % esc(r.choice(["%s 기자 (%s)", "%s 기자(%s)", "%s 기자 %s"]) % (reporter[0], rmail))
                  if has_byline and kind != "tv" else "")
        cright = "Copyright ⓒ %s. All rights reserved. 무단 전재 및 재배포%s 금지." % (pname, ", AI 학습 이용" if pub.year >= 2024 else "")
        EXTRAS.append(cright)
        linked = ('<div class="media_end_linked"><h3 class="media_end_linked_title"><a href="https://%s/" class="media_end_linked_title_inner"><img src="%s" height="26" alt="%s" title="%s" class="media_end_linked_title_img light_type"></a>'
                  '주요뉴스<span class="media_end_linked_title_desc">해당 언론사에서 선정하며 <em>언론사 페이지(아웃링크)</em>로 이동해 볼 수 있습니다.</span></h3>'
                  '<ul class="press_edit_news_list">%s</ul><a href="https://media.naver.com/press/%s" class="media_end_linked_more">%s 언론사홈 바로가기</a></div>') % (
            phost, logo, esc(pname), esc(pname), "".join('<li class="press_edit_news_item"><a href="https://%s/view/%s" class="press_edit_news_link" target="_blank"><span class="press_edit_news_title">%s</span></a></li>' % (
                phost, digits(14), esc(h)) for h in others), oid, esc(pname))
        EXTRAS.extend(["언론사홈 바로가기", "해당 언론사에서 선정하며"])
        art = "article" if late else "div"
        main = ('<div class="newsct_wrapper _GRID_TEMPLATE_COLUMN _STICKY_CONTENT"><div id="ct" class="newsct" role="main">'
                '<div class="media_end_head go_trans"><div class="media_end_head_top _LAZY_LOADING_WRAP"><a href="https://%s/" class="media_end_head_top_logo" data-clk="are.ofhome">'
                '<img src="%s" width="" height="32" alt="%s" title="%s" class="media_end_head_top_logo_img light_type _LAZY_LOADING _LAZY_LOADING_INIT_HIDE">'
                '<img src="%s" width="" height="32" alt="%s" title="%s" class="media_end_head_top_logo_img dark_type _LAZY_LOADING _LAZY_LOADING_INIT_HIDE"></a>'
                '<div class="media_end_head_top_channel _channel_layer_wrapper"><button type="button" class="media_end_head_top_channel_layer_subscribe _SUBSCRIBE" data-channelkey="PRESS_%s">구독</button></div></div>'
                '<div class="media_end_head_title"><h2 id="title_area" class="media_end_head_headline"><span>%s</span></h2></div>'
                '<div class="media_end_head_info nv_notrans">%s<div class="media_end_head_info_datestamp">%s<a href="https://%s/view/%s" class="media_end_head_origin_link" target="_blank" data-clk="are.ori">기사원문</a></div>'
                '<div class="media_end_head_info_variety"><div class="media_end_head_info_variety_left"><div class="media_end_head_info_variety_cmtcount _COMMENT_COUNT_VIEW">'
                '<a href="/article/comment/%s/%s?sid=%d" class="media_end_head_cmtcount_button _COMMENT_COUNT_LIST" data-clk="are.cmt"><span class="blind">댓글</span></a></div>'
                '<div class="media_end_head_info_variety_likeit _LIKE_HIDE">%s</div></div><div class="media_end_head_info_variety_right">%s</div></div></div></div>'
                '<div id="contents" class="newsct_body"><div id="newsct_article" class="newsct_article _article_body">'
                '<%s id="dic_area" class="go_trans _article_content" style="-webkit-tap-highlight-color: rgba(0,0,0,0)">\n%s\n</%s></div>'
                '%s<div class="copyright"><p class="c_text">%s</p></div>'
                '<div class="categorize"><div class="media_end_categorize"><em class="media_end_categorize_item">%s</em></div>%s</div>'
                '%s%s%s<div class="media_end_comment"><div id="cbox_module" class="_COMMENT"></div></div></div></div>'
                '<div class="newsct_aside"><div class="press_ranking_home _RANKING_AREA"><h4 class="press_ranking_home_title">%s 랭킹 뉴스</h4>'
                '<p class="press_ranking_home_desc">%s시~%s시까지 집계한 결과입니다.</p><ol class="press_ranking_list">%s</ol></div>'
                '<div class="_AIRS_RECOMMEND"><h4 class="airs_title">함께 볼만한 뉴스</h4></div></div></div>%s') % (
            phost, logo, esc(pname), esc(pname), logo.replace(".png", "_dark.png"), esc(pname), esc(pname), oid, esc(t), jlayer, stamps, phost, digits(14), oid, aid, sid,
            likeit, tools, art, content, art, byline, esc(cright), sname, guide, bottom_like, card, linked,
            esc(pname), "오전 %d" % r.randint(6, 10), "%d" % r.randint(11, 12),
            "".join('<li class="press_ranking_item"><a href="https://n.news.naver.com/article/%s/%s?ntype=RANKING" class="press_ranking_link"><em class="list_ranking_num">%d</em>'
                    '<div class="list_content"><strong class="list_title">%s</strong><span class="list_view">조회수 %s</span></div></a></li>' % (
                        oid, "%010d" % (int(aid) - r.randint(1, 900)), j + 1, esc(h), "{:,}".format(r.randint(3000, 400000))) for j, h in enumerate(ranked)),
            cbox)
        menu = "".join('<li class="Nlist_item _LNB_ITEM"><a href="https://news.naver.com/section/%d" class="Nitem_link"><span class="Nitem_link_menu">%s</span></a></li>' % (b, a) for a, b in NV_SECTIONS)
        return ('<div class="Nlnb_menu_list"><ul class="Nlnb_menu_inner"><li class="Nlist_item"><a href="https://news.naver.com/" class="Nitem_link"><span class="Nitem_link_menu">홈</span></a></li>%s'
                '<li class="Nlist_item"><a href="https://news.naver.com/main/ranking/popularDay.naver" class="Nitem_link"><span class="Nitem_link_menu">랭킹</span></a></li>'
                '<li class="Nlist_item"><a href="https://news.naver.com/factcheck/main" class="Nitem_link"><span class="Nitem_link_menu">팩트체크</span></a></li></ul></div>'
                '<div id="ct_wrap" class="ct_wrap"><div class="ct_scroll_wrapper">%s</div></div>') % (menu, main)

    # a paper's own site
    OWN_HOST[0] = phost
    closing_lines, _, _ = closing(False, [])
    cwords = NV_COPY[pname]
    EXTRAS.append(cwords)
    ymd = lambda d: "%d.%02d.%02d. %02d:%02d" % (d.year, d.month, d.day, d.hour, d.minute)
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+09:00"
    ld = '<script type="application/ld+json">%s</script>' % json.dumps({
        "@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "datePublished": iso(pub), "dateModified": iso(upd or pub),
        "author": [{"@type": "Person", "name": reporter[0]}], "publisher": {"@type": "Organization", "name": pname},
        "description": TEASER[0] if TEASER else DESC[0]}, ensure_ascii=False)
    most = ('<h2 class="%s">많이 본 뉴스</h2><ol>%s</ol>') % ("ranking-title" if paper == "chosun" else "title", "".join(
        '<li><a href="https://%s%s">%s</a></li>' % (phost, {"chosun": "/national/%d/%02d/%02d/%s/" % (pub.year, pub.month, pub.day, "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(26))),
                                                     "joongang": "/article/%s" % digits(8), "hani": "/arti/society/society_general/%s.html" % digits(7)}[paper], esc(h)) for h in ranked))
    EXTRAS.append("많이 본 뉴스")
    cap_at = sorted(pics)
    if paper == "chosun":
        arc = "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(26))
        pcls = " article-body__content article-body__content-text | text--black text font--size-sm-18 font--size-md-18 font--primary" + (" font--myeongjo text--line-height-md" if pub.year >= 2023 else "")
        elems, out = [], []

        def fig():
            c = caption()
            src = "https://www.chosun.com/resizer/%s=/616x0/smart/cloudfront-ap-northeast-1.images.arcpublishing.com/chosun/%s.jpg" % (hexid(28), "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(26)))
            elems.append({"_id": hexid(26).upper(), "type": "image", "url": src, "caption": c})
            return ('<figure class="article-body__content article-body__content-image visual__image visual__image--cover"><div class="lazyload-wrapper"><img src="%s" alt="%s" width="616" height="411"></div>'
                    '<figcaption class="figcaption | font--secondary text--grey">%s</figcaption></figure>') % (src, esc(c[:40]), esc(c))
        if top_pic:
            out.append(fig())
        ad_at = r.randrange(1, n) if n > 2 else None
        rel_at = r.randrange(1, n) if n > 3 and r.random() < 0.3 else None
        for what, x, k in blocks:
            h = "<b>%s</b>" % esc(x) if what == "h" else esc(x)
            elems.append({"_id": hexid(26).upper(), "type": "text", "content": h})
            out.append('<p class="%s">%s</p>' % (pcls, h))
            if k == ad_at:
                out.append('<div class="arcad-wrapper"><div class="dfpAd | box--margin-top-md" id="dfp-article-middle-%d"></div></div>' % r.randint(1, 3))
            if k == rel_at:
                rel = [headline() for _ in range(r.randint(2, 3))]
                EXTRAS.extend(rel + ["관련 기사"])
                out.append('<div class="article-body__content article-body__content-rawhtml"><div class="related_news"><h4>관련 기사</h4><ul>%s</ul></div></div>' % "".join(
                    '<li><a href="https://www.chosun.com/national/%d/%02d/%02d/%s/">%s</a></li>' % (pub.year, pub.month, pub.day, "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(26)), esc(y)) for y in rel))
            if k in pics and k:
                out.append(fig())
        fusion = {"_id": arc, "type": "story", "headlines": {"basic": t}, "display_date": iso(pub), "credits": {"by": [{"name": reporter[0], "type": "author"}]},
                  "taxonomy": {"primary_section": {"name": sname}}, "content_elements": elems, "content_restrictions": {"content_code": "free"}}
        sec = {"정치": "politics", "경제": "economy", "사회": "national", "생활/문화": "culture-life", "세계": "international", "IT/과학": "economy/tech_it"}[sname]
        script = '<script id="fusion-metadata" type="application/javascript">window.Fusion=window.Fusion||{};Fusion.arcSite="chosun";Fusion.globalContent=%s;Fusion.globalContentConfig={"source":"content-api","query":{"website_url":"/%s/%d/%02d/%02d/%s/"}};</script>' % (
            json.dumps(fusion, ensure_ascii=False).replace("</", "<\\/"), sec, pub.year, pub.month, pub.day, arc)
        ncom = r.choice([0, r.randint(1, 30), r.randint(20, 900)])
        return ld + ('<div id="fusion-app" class="layout-wrapper"><main><article class="layout__article-main | box--pad-md-top">'
                '<div class="article-header__container"><div class="breadcrumb | flex"><a href="/%s/" class="breadcrumb__link">%s</a></div>'
                '<h1 class="article-header__headline | font--primary text--black"><span>%s</span></h1></div>'
                '<div class="article-byline | flex flex--wrap"><a class="article-byline__author | text--black font--primary" href="/people/%s-%s/">%s 기자</a></div>'
                '<div class="article-dateline | flex flex--wrap"><span class="inputDate">입력 %s</span>%s</div>'
                '<div class="article-share | flex"><button type="button" class="share-button">공유</button><button type="button" class="font-size-button">글자크기</button>'
                '<a href="#comments" class="comment-button">댓글 <span class="comment-count">%d</span></a></div>'
                '<section class="article-body" itemprop="articleBody">%s</section>'
                '<div class="article-footer"><p class="article-copyright | font--secondary text--grey">%s</p></div>'
                '<div id="comments" class="article-comments"><h2 class="article-comments__title">댓글 <span>%d</span></h2><div class="comments__wrapper" data-article-id="%s"></div></div>'
                '</article><aside class="layout__article-aside"><div class="ranking">%s</div></aside></main></div>%s') % (
            sec, sname, esc(t), reporter[1], reporter[2], esc(reporter[0]), ymd(pub), '<span class="upDate">업데이트 %s</span>' % ymd(upd) if upd else "", ncom,
            "\n".join(out), esc(cwords), ncom, arc, most, script)
    if paper == "joongang":
        num = r.randint(23000000, 25300000) if late else r.randint(23600000, 23990000)
        out = []
        if dek:
            out.append('<div class="ab_subtitle">%s</div>' % "<br>".join(esc(x) for x in dek))

        def jphoto():
            c = caption()
            return ('<div class="ab_photo photo_center " style="width:580px"><div class="image"><img alt="%s" src="https://pds.joongang.co.kr/news/component/htmlphoto_mmdata/%s/%s.jpg" '
                    'style="width:580px"></div><p class="caption">%s</p></div>') % (esc(c[:30]), pub.strftime("%Y%m/%d"), hexid(32), esc(c))
        if top_pic:
            out.append(jphoto())
        ad_at = r.randrange(1, n) if n > 2 else None
        rel_at = r.randrange(1, n) if n > 3 and r.random() < 0.35 else None
        text = []
        for what, x, k in blocks:
            if late:
                text.append('<div class="ab_sub_heading"><div class="ab_sub_headingline"><h2>%s</h2></div></div>' % esc(x) if what == "h" else "<p>%s</p>" % esc(x))
            else:
                text.append("<b>%s</b>" % esc(x) if what == "h" else esc(x))
            if k == ad_at:
                text.append('<div id="ad_art_content_mid" class="ad_wrap ad_wide"><div class="ad_box"><div id="criteo_article_mid"></div></div></div>' if late else
                            '<div class="ab_ad"><iframe src="https://ad.joins.com/adv/article_mid.html" width="300" height="250" frameborder="0" scrolling="no"></iframe></div>')
            if k == rel_at:
                rel = [headline() for _ in range(r.randint(2, 3))]
                EXTRAS.extend(rel + ["관련기사"])
                text.append('<div class="ab_related_article"><strong class="title">관련기사</strong><ul>%s</ul></div>' % "".join(
                    '<li><a href="https://www.joongang.co.kr/article/%d">%s</a></li>' % (num - r.randint(1, 9000), esc(y)) for y in rel))
            if k in pics and k:
                text.append(jphoto())
        out.append("\n".join(text) if late else "<br><br>".join(text))
        out.append('<div class="ab_byline">%s</div>' % esc(closing_lines[0]))
        tags = [lw() for _ in range(r.randint(0, 4))]
        ncom = r.choice([0, r.randint(1, 60)])
        if late:
            head = ('<header class="article_header"><div class="subhead"><a href="/%s">%s</a></div><h1 class="headline">%s</h1>'
                    '<div class="datetime"><div class="time_bx"><p class="date">입력 <time itemprop="datePublished" datetime="%s">%s</time></p>%s</div></div>'
                    '<div class="byline"><a href="https://www.joongang.co.kr/reporter/%d">%s 기자</a></div>'
                    '<ul class="share_list"><li><button type="button" class="btn_share">공유</button></li><li><button type="button" class="btn_font">글자크기</button></li><li><a href="#comment" class="btn_comment">댓글 <span>%d</span></a></li></ul></header>') % (
                {"정치": "politics", "경제": "money", "사회": "society", "생활/문화": "culture", "세계": "world", "IT/과학": "money/it"}[sname], sname, esc(t),
                iso(pub), pub.strftime("%Y.%m.%d %H:%M"), '<p class="date">업데이트 <time itemprop="dateModified" datetime="%s">%s</time></p>' % (iso(upd), upd.strftime("%Y.%m.%d %H:%M")) if upd else "",
                r.randint(1000, 9000), esc(reporter[0]), ncom)
        else:
            head = ('<div class="article_head"><h1 class="headline mg" id="article_title">%s</h1><div class="clearfx"><div class="byline"><em>%s 기자</em><em>입력 %s</em>%s</div></div></div>') % (
                esc(t), esc(reporter[0]), pub.strftime("%Y.%m.%d %H:%M"), "<em>수정 %s</em>" % upd.strftime("%Y.%m.%d %H:%M") if upd else "")
        return ld + ('<div id="container"><section id="body" class="contents"><article class="article">%s'
                '<div class="article_body fs3" id="article_body" itemprop="articleBody">\n%s\n<div id="ja_read_tracker"></div><div id="criteo_network"></div></div>'
                '<div class="article_footer">%s<p class="copyright">%s</p></div>'
                '<div id="comment" class="comment_wrap"><h2 class="comment_title">댓글 <span class="count">%d</span></h2><div id="joongang_comment"></div></div></article>'
                '<aside class="aside"><div class="ranking_news">%s</div></aside></section></div>') % (
            head, "\n".join(out), '<div class="tag_wrap"><ul class="tag_list">%s</ul></div>' % "".join('<li><a href="/tag/%s">#%s</a></li>' % (x, x) for x in tags) if tags else "",
            esc(cwords), ncom, most)
    # the Hankyoreh
    num = r.randint(1080000, 1170000) if late else r.randint(880000, 1070000)
    ids = random.Random(BLOG[0] + " hani")
    cm = lambda m, x: "%s_%s__%s" % (m, x, "".join(ids.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") for _ in range(5)))
    cls = {x: cm("ArticleDetailView", x) for x in ["articleDetail", "breadcrumb", "title", "subtitle", "reporterList", "reporterLink", "dateList", "dateListItem"]}
    cls.update({x: cm("ArticleDetailContent", x) for x in ["imageContainer", "imageWrap", "figcaption", "adWrap", "relatedBox"]})
    sec = {"정치": "politics", "경제": "economy", "사회": "society", "생활/문화": "culture", "세계": "international", "IT/과학": "science"}[sname]

    def hphoto():
        c = caption()
        src = "https://flexible.img.hani.co.kr/flexible/normal/%d/%d/imgdb/original/%d/%02d%02d/%s.jpg" % (r.choice([970, 800, 600]), r.choice([647, 533, 400]), pub.year, pub.month, pub.day, digits(20))
        if late:
            return ('<div class="%s"><div class="%s"><picture><source srcset="%s?type=webp" type="image/webp"><img src="%s" alt="%s" loading="lazy"></picture></div><figcaption class="%s">%s</figcaption></div>') % (
                cls["imageContainer"], cls["imageWrap"], src, src, esc(c[:30]), cls["figcaption"], esc(c))
        return '<div class="image-area"><div class="imageC"><div class="image"><img src="%s" alt="%s" /></div><div class="desc" style="width:600px;">%s</div></div></div>' % (src, esc(c[:30]), esc(c))
    out = []
    if top_pic:
        out.append(hphoto())
    ad_at = r.randrange(1, n) if n > 2 and late else None
    for what, x, k in blocks:
        if late:
            out.append('<p class="text">%s</p>' % ("<strong>%s</strong>" % esc(x) if what == "h" else esc(x)))
        else:
            out.append("<b>%s</b>" % esc(x) if what == "h" else esc(x))
        if k == ad_at:
            out.append('<div class="%s"><div id="div-gpt-ad-%d-0"></div></div>' % (cls["adWrap"], r.randint(10 ** 12, 10 ** 13)))
        if k in pics and k:
            out.append(hphoto())
    rl = closing_lines[0].rsplit(" ", 1)
    rel = [headline() for _ in range(r.randint(2, 5))]
    EXTRAS.extend(rel + ["관련기사"])
    if late:
        out.append('<p class="text">%s <a href="mailto:%s">%s</a></p>' % (esc(rl[0]), rl[1], rl[1]))
        content = "".join(out)
        nd = json.dumps({"props": {"pageProps": {"article": {"articleId": num, "title": t, "subtitle": "<br>".join(dek), "section": sname,
                                                            "reporters": [{"name": reporter[0], "email": rmail}], "createDate": pub.strftime("%Y-%m-%d %H:%M"),
                                                            "content": content}}}, "page": "/arti/[...slug]", "buildId": hexid(21)}, ensure_ascii=False).replace("</", "<\\/")
        return ld + ('<div id="__next"><main class="%s"><div class="%s"><a href="/arti/%s">%s</a></div><h3 class="%s">%s</h3>%s'
                '<div class="%s"><a class="%s" href="/arti/reporter/%d">%s</a> 기자</div><ul class="%s"><li class="%s">등록 <span>%s</span></li>%s</ul>'
                '<div class="article-text">%s</div><div class="%s"><h4>관련기사</h4><ul>%s</ul></div>'
                '<div class="most-read"><h4>많이 본 기사</h4><ol>%s</ol></div><p class="copyright">%s</p></main></div>'
                '<script id="__NEXT_DATA__" type="application/json">%s</script>') % (
            cls["articleDetail"], cls["breadcrumb"], sec, sname, cls["title"], esc(t),
            '<h4 class="%s">%s</h4>' % (cls["subtitle"], "<br>".join(esc(x) for x in dek)) if dek else "",
            cls["reporterList"], cls["reporterLink"], r.randint(100, 9000), esc(reporter[0]), cls["dateList"], cls["dateListItem"], pub.strftime("%Y-%m-%d %H:%M"),
            '<li class="%s">수정 <span>%s</span></li>' % (cls["dateListItem"], upd.strftime("%Y-%m-%d %H:%M")) if upd else "",
            content, cls["relatedBox"], "".join('<li><a href="/arti/%s/%d.html">%s</a></li>' % (sec, num - r.randint(1, 5000), esc(h)) for h in rel),
            "".join('<li><a href="/arti/%s/%d.html">%s</a></li>' % (sec, num - r.randint(1, 900), esc(h)) for h in ranked), esc(cwords), nd)
    text = "<br><br>".join(out) + '<br><br>%s <a href="mailto:%s">%s</a>' % (esc(rl[0]), rl[1], rl[1])
    return ('<div class="article-head"><p class="category"><strong><a href="/arti/%s">%s</a></strong></p><h4><span class="title">%s</span></h4>'
            '<p class="date-time"><span><em>등록 :</em>%s</span>%s</p></div>'
            '<div class="article-contents"><div class="article-text"><div class="article-text-font-size"><div class="text">\n%s%s\n</div></div></div>'
            '<div class="relation2-area"><h4>관련기사</h4><ul>%s</ul></div><div class="copyright">%s</div></div>'
            '<div class="aside"><div class="most-read">%s</div></div>') % (
        sec, sname, esc(t), pub.strftime("%Y-%m-%d %H:%M"), "<span><em>수정 :</em>%s</span>" % upd.strftime("%Y-%m-%d %H:%M") if upd else "",
        '<div class="subtitle">%s</div>\n' % "<br>".join(esc(x) for x in dek) if dek else "", text,
        "".join('<li><a href="/arti/%s/%d.html">%s</a></li>' % (sec, num - r.randint(1, 5000), esc(h)) for h in rel), esc(cwords), most)



# note's creators' names, Ameba's and livedoor's bloggers' nicknames, a
# nickname for each of NAMES in the comments, the categories as Japanese
# blogs name them (note's hashtags, Ameba's themes, livedoor's categories)
NB_HANDLES = ["みずき", "はるか", "こはる", "なつみ", "ゆうこ", "さくら", "まるこ", "ぽん太", "ケンタ", "ユキ", "モモ", "たかし",
              "りん", "あおい", "ちひろ", "けい", "むぎ", "しろくま", "ねこまる", "ゆず"]
NB_NICKS = ["ひろ", "ゆきんこ", "まめ", "たろう", "さち", "ぱぱ", "かおる", "みー", "ななこ", "ケイ", "ななし", "るる"]
NB_CATS = {"News": "ニュース", "Travel": "旅行", "Food": "グルメ", "Politics": "社会", "Design": "デザイン", "Music": "音楽", "Books": "読書"}
NB_NOTE_TAGS = ["日記", "エッセイ", "毎日note", "note初心者", "振り返りnote", "私の作品紹介", "創作大賞2023", "最近の学び", "習慣にしていること",
                "子育て", "仕事について話そう", "旅のフォトアルバム", "読書感想文", "わたしの本棚", "コラム", "ライフスタイル"]
# note's lines under the text that ask for the reader's スキ and follow, the
# support box's messages (the default and some of the creators' own)
NB_PLEAS = ["スキ・フォローしていただけると励みになります！", "最後まで読んでいただきありがとうございました。よろしければフォローもお願いします。",
            "この記事が役に立ったら、スキを押していただけると嬉しいです。", "よかったらスキ・フォローお願いします🙌"]
NB_SUPPORT = ["よろしければサポートお願いします！いただいたサポートはクリエイターとしての活動費に使わせていただきます！",
              "よろしければ応援お願いします！いただいたチップはクリエイターとしての活動費に使わせていただきます！"]
# Ameba's built-in emoji: the set, the picture's number, its name (the alt)
NB_EMOJI = [("char2", "039", "ビックリマーク"), ("char2", "001", "ニコニコ"), ("char2", "004", "ウインク"), ("char2", "084", "ラブラブ"),
            ("char2", "022", "汗"), ("char2", "176", "音譜"), ("char3", "001", "ニコニコ"), ("char3", "004", "ウインク"), ("char3", "084", "ラブラブ"),
            ("char3", "530", "四角オレンジ"), ("char3", "142", "キラキラ"), ("char3", "203", "爆笑"), ("char3", "256", "照れ"), ("char3", "102", "お願い"),
            ("char4", "667", "うさぎのぬいぐるみ"), ("char4", "649", "ハイハイ"), ("char4", "602", "指差し"), ("char4", "610", "飛び出すハート"),
            ("char4", "621", "笑い泣き"), ("char4", "636", "グッ")]
NB_UEMOJI = ["✨", "😊", "💕", "🙏", "😂", "🌸", "‼️", "💦", "😭", "🎵"]
# the ranking sites' lines and banners that bloggers paste under their text
NB_RANK_LINES = ["ランキングに参加しています", "ポチッと応援よろしくお願いします", "ブログランキングに参加しています。応援クリックしていただけると嬉しいです",
                 "いつも応援ありがとうございます"]
NB_MURA = [("lifestyle", "ライフスタイルブログ"), ("family", "家族ブログ"), ("gourmet", "グルメブログ"), ("travel", "旅行ブログ"),
           ("book", "本ブログ"), ("diary", "日記・雑談ブログ"), ("music", "音楽ブログ")]


def noteblog(r, t, body, cat, cs):
    """A Japanese personal blog's post of 2020-2024, in Japanese, one
    platform a site: note (note.com), Ameba Blog (ameblo.jp) or livedoor
    Blog.  note's (see nb_note()): a Nuxt page of BEM names, the navbar's
    "ログイン" and "会員登録", the eyecatch (o-noteEyecatch), the title
    (h1.o-noteContentText__title in the design of 2020-2022,
    h1.o-noteContentHeader__title in that of 2023-2024), the creator's
    avatar, name and "フォロー", "2023年3月12日 18:45", the body in
    div.note-common-styles__textnote-body[data-name=body]: every block
    with its name and id of a UUID, <p>s whose lines are split by <br>s
    on some sites, blank <p><br></p>s between them on some, h2 (大見出し)
    and h3 (小見出し) headings, a "目次" box of the headings' buttons on
    some posts, figures of assets.st-note.com (alt "画像", an empty
    figcaption or a caption), lists, a quote with its source's
    figcaption at times, an external article's card
    (external-article-widget's title, description and host) or another
    note's iframe, a rule, a bold sentence, on some sites the creator's
    line asking for スキ and follows closing the text; on paid posts the
    free part alone and o-noteAreaPaymentWall's "ここから先は", "2,345字 /
    3画像", "記事を購入する" and the price; then the hashtags (m-tagList's
    "#日記"), "この記事が参加している募集" at times, the support box
    ("この記事が気に入ったらサポートをしてみませんか？", or 2024's
    "チップで応援", the creator's message and the button), the "スキ"
    button and count, the share buttons, the creator's profile and bio,
    "この記事が入っているマガジン" at times, the comments ("コメント",
    each a name, a date and a text, the creator's replies), "このクリエイタ
    ーの人気記事" and "おすすめ記事" cards (titles, names, スキ counts, a
    preview of the text on some), the side column's creator box on the
    newer design, the JSON-LD BlogPosting and window.__NUXT__ holding
    the body's HTML again.  Ameba's (see nb_ameba()): the newer skins'
    data-uranus-component boxes (entryTitle's a.skinArticleTitle,
    entryDate's "2023-03-12 18:45:12", "テーマ：" and the theme's link,
    div#entryBody.skin-entryBody) or the older skins' amb-component ones;
    the text as the blogger's editor writes it, one line a <p> with
    <p>&nbsp;</p> between (the editor of 2018-), one a <div> with
    <div><br></div> between, or lines split by <br>s, some lines in
    <font size> or coloured and bold spans, Ameba's emoji pictures
    (img.emoji of stat100.ameba.jp, alt its name, a <noscript> copy on
    the newer), Unicode emoji in the text, pictures linking to their
    image pages (a.detailOn), an ogpCard_root card of another entry, a
    reblog's iframe, an easyLink box of a product's shops, the
    ranking sites' lines and banners ("ランキングに参加しています",
    にほんブログ村's and 人気ブログランキング's) closing it on some sites;
    then the hashtags, "いいね！", "コメント" and "リブログ" with their
    counts, the share buttons, "いいね！した人", the blog's popular and
    newest entries, "前の記事" and "次の記事", the older skins' and half
    the newer's comments (a title, "無題" or "Re:...", the text, the
    nickname, the time, "返信する"), the profile with its genre's rank,
    and on the newer skins window.INIT_DATA holding the entry's HTML
    again.  livedoor's (see nb_livedoor()): header#blog-header,
    article.article's "2023年03月12日", h1.article-title and the category,
    div.article-body-inner of lines split by <br />s (or <p>s on some
    sites), bold large lines as subheadings, img.pict thumbnails linking
    to the pictures, the rest past the writer's "続きを読む" split after
    <a name="more"> in div.article-body-more on some sites, the ranking
    banners closing it, then in div.article-body the
    ldblog_related_articles box of titles, #ad2 and a fluct unit, the
    clap button's iframe, article-social-btn, the tags, "posted by NAME
    at 18:45", "コメント(N)", the pager, the comments (each
    div.comments-body and "1. Posted by NAME 2023年03月12日 19:05") and
    the form.  The feed's description: note's first 120 characters and
    "…続きをみる", the text's first 100 and "…" on Ameba and livedoor.
    The truth: the post as its reader reads it: the paragraphs (each
    line where the writer splits them by <br>s or by one block a line),
    the headings and the bold lines that head a section, list items,
    quotes, Unicode emoji in the text; on paid posts the free part alone;
    not the title, the dates, the creator's or blogger's name, captions,
    the table of contents, the cards, emoji pictures, the pleas for
    スキ and follows, the ranking lines and banners, the paywall's box,
    hashtags, themes and categories, buttons, counts, the support box,
    profiles and bios, magazines, related and recommended entries,
    comments nor the scripts."""
    rs = random.Random(BLOG[0] + " noteblog")
    plat = ("note", "ameba", "livedoor", rs.choice(["note", "note", "ameba"]))[DATE_STYLE]
    if plat == "note":
        return nb_note(r, rs, t, body, cat, cs)
    if plat == "ameba":
        return nb_ameba(r, rs, t, body, cat, cs)
    return nb_livedoor(r, rs, t, body, cat, cs)


def nb_when(d):
    """A comment's date (comments()'s tuple), moved to the 2020s."""
    return datetime.datetime(d[2] + 12, MONTHS.index(d[1]) + 1, d[0], d[3] % 12 + (12 if d[5] == "PM" else 0), d[4], (d[0] * 7 + d[4]) % 60)


def nb_posted(r, cs, years):
    """The post's time: before its first comment, or in one of years."""
    if cs:
        return nb_when(cs[0][1]) - datetime.timedelta(minutes=r.randint(40, 3 * 24 * 60))
    return datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59), r.randint(0, 59))


def nb_note(r, rs, t, body, cat, cs):
    """note.com's article page (see noteblog())."""
    late = rs.random() < 0.6            # the design of 2023-2024, not 2020-2022's
    tip = late and rs.random() < 0.5     # 2024's "チップ" for the support box
    brs = rs.random() < 0.55             # the creator splits paragraphs' sentences by <br>s
    gaps = rs.random() < 0.4             # a blank <p><br></p> between the paragraphs
    heads = rs.random() < 0.6            # 大見出し and 小見出し
    toc_site = heads and rs.random() < 0.5
    plea = rs.choice(NB_PLEAS) if rs.random() < 0.35 else None
    paid_site = rs.random() < 0.3
    own_msg = rs.random() < 0.4
    support_msg = sentence(rs, 10, 20) if own_msg else NB_SUPPORT[1 if tip else 0]
    urlname = LEXICON[rs.randrange(len(LEXICON))] + rs.choice(["", "_", "_note", str(rs.randint(1, 999))])
    x = rs.random()
    creator = (rs.choice(NB_HANDLES) if x < 0.45 else rs.choice(JA_SURNAMES) + rs.choice(JA_GIVEN) if x < 0.75 else
               "%s｜%s" % (rs.choice(NB_HANDLES), LEXICON_JA[rs.randrange(1500)] + rs.choice(["ライター", "エンジニア", "デザイナー", "編集者", "の人", "好き"])))
    bio = para(rs, 1, 2)
    mags = [title(rs) for _ in range(rs.randint(1, 3))]
    avatar = "https://assets.st-note.com/production/uploads/images/%d/profile_%s.png?fit=bounds&amp;format=jpeg&amp;quality=85&amp;width=330" % (
        rs.randint(10 ** 6, 10 ** 8), "%032x" % rs.getrandbits(128))
    dv = "data-v-%08x" % rs.getrandbits(32)
    uid = lambda: "%08x-%04x-4%03x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(12), 0x8000 | r.getrandbits(14), r.getrandbits(48))
    nkey = "n%012x" % r.getrandbits(48)
    pub = nb_posted(r, cs, [2023, 2024] if late else [2020, 2021, 2022])
    stamp = lambda d: "%d年%d月%d日 %02d:%02d" % (d.year, d.month, d.day, d.hour, d.minute)
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ".000+09:00"
    img = lambda d: "https://assets.st-note.com/img/%d-%s.%s" % (int(d.timestamp() * 1000) + r.randint(0, 10 ** 7), "".join(
        r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(10)), r.choice(["jpg", "jpg", "png", "jpeg"]))
    n = len(body)
    paid = paid_site and n > 2 and r.random() < 0.5
    free = max(1, n // 3) if paid else n
    hset = {i for i in range(1, free) if r.random() < 0.4} if heads and n > 3 else set()
    toc = toc_site and len(hset) >= 2
    pics = {i for i in range(free) if r.random() < 0.2}
    list_at = r.randrange(free) if free > 2 and r.random() < 0.3 else -1
    quote_at = r.randrange(free) if free > 1 and r.random() < 0.2 else -1
    card_at = r.randrange(free) if r.random() < 0.25 else -1
    embed_at = r.randrange(free) if r.random() < 0.12 else -1
    bold_at = r.randrange(free) if r.random() < 0.35 else -1
    hr_at = r.randrange(1, free) if free > 2 and r.random() < 0.15 else -1
    out, story, toc_items, extras = [], [], [], []
    nchars, nimgs = 0, 0

    def blk(tag, inner, attrs=""):
        u = uid()
        return '<%s name="%s" id="%s"%s>%s</%s>' % (tag, u, u, attrs, inner, tag)

    def figure():
        w, h = r.choice([(620, 413), (620, 465), (620, 827), (620, 349), (620, 620)])
        src = img(pub)
        cap = " ".join(word(r) for _ in range(r.randint(1, 4))) if r.random() < 0.3 else ""
        u = uid()
        return ('<figure name="%s" id="%s"><a href="%s?width=2000&amp;height=2000&amp;fit=bounds&amp;quality=85" data-lightbox="%s" aria-label="画像を拡大表示">'
                '<img src="%s?width=1200" alt="画像" width="%d" height="%d" loading="lazy"></a><figcaption>%s</figcaption></figure>') % (u, u, src, u, src, w, h, esc(cap))
    if r.random() < 0.2 and not paid:
        out.append(figure())
    for i, x in enumerate(body[:free]):
        if i in hset:
            tag = "h2" if r.random() < 0.6 else "h3"
            h = title(r)
            u = uid()
            out.append('<%s name="%s" id="%s"%s>%s</%s>' % (tag, u, u, ' tabindex="-1"' if late else "", esc(h), tag))
            story.append(h)
            toc_items.append((u, h, tag))
        ss = cjk_sents(x)
        if brs and len(ss) > 1:
            lines, j = [], 0
            while j < len(ss):
                k = r.choice([1, 1, 1, 2])
                lines.append("".join(ss[j:j + k]))
                j += k
        else:
            lines = [x]
        hl = [esc(y) for y in lines]
        if i == bold_at:
            k = r.randrange(len(hl))
            hl[k] = "<b>%s</b>" % hl[k]
        out.append(blk("p", "<br>".join(hl)))
        story.extend(lines)
        nchars += len(x)
        if i == list_at:
            items = ["".join(word(r) for _ in range(r.randint(2, 6))) for _ in range(r.randint(2, 5))]
            tag = r.choice(["ul", "ul", "ol"])
            out.append(blk(tag, "".join("<li>%s</li>" % esc(y) for y in items)))
            story.extend(items)
        if i == quote_at:
            q = sentence(r, 6, 16)
            src = "".join(word(r) for _ in range(r.randint(2, 4))) if r.random() < 0.4 else ""
            out.append(blk("blockquote", blk("p", esc(q)) + "<figcaption>%s</figcaption>" % esc(src)))
            story.append(q)
        if i in pics:
            out.append(figure())
            nimgs += 1
        if i == card_at:
            host = r.choice(["www.%s.example" % LEXICON[r.randrange(len(LEXICON))], "%s.hatenablog.example" % LEXICON[r.randrange(len(LEXICON))],
                             "prtimes.example", "www.youtube.example"])
            ct, cd = title(r), sentence(r, 10, 20)
            extras += [ct, cd]
            url = "https://%s/%s" % (host, LEXICON[r.randrange(len(LEXICON))])
            u = uid()
            out.append(('<figure name="%s" id="%s" data-src="%s" embedded-service="external-article" embedded-content-key="emb%012x"><div data-name="embedContainer">'
                        '<div data-embed-service="external-article"><span><div class="external-article-widget"><a href="%s" target="_blank" rel="nofollow noopener" class="external-article-widget-container">'
                        '<strong class="external-article-widget-title">%s</strong><em class="external-article-widget-description">%s</em><em class="external-article-widget-url">%s</em></a>'
                        '<div class="external-article-widget-image" style="background-image: url(https://%s/ogp.png);"></div></div></span></div></div></figure>') % (
                u, u, url, r.getrandbits(48), url, esc(ct), esc(cd), host, host))
        if i == embed_at:
            key = "n%012x" % r.getrandbits(48)
            u = uid()
            out.append(('<figure name="%s" id="%s" data-src="https://note.com/%s/n/%s" embedded-service="note" embedded-content-key="emb%012x"><div data-name="embedContainer">'
                        '<div data-embed-service="note"><iframe class="note-embed" src="https://note.com/embed/notes/%s" style="border: 0; display: block; max-width: 99%%; width: 494px; padding: 0px; margin: 10px 0px; position: static; visibility: visible;" height="400"></iframe>'
                        '</div></div></figure>') % (u, u, urlname, key, r.getrandbits(48), key))
        if i == hr_at:
            out.append(blk("hr", ""))
        if gaps and i < free - 1:
            out.append(blk("p", "<br>"))
    if plea and not paid:
        if gaps:
            out.append(blk("p", "<br>"))
        out.append(blk("p", esc(plea)))
        extras.append(plea)
    if toc:
        # the table of contents, which the creator puts after the first paragraph
        tu = uid()
        nav = ('<table-of-contents name="%s" id="%s"><nav class="o-tableOfContents" aria-label="目次"><div class="o-tableOfContents__title">目次</div>'
               '<ul class="o-tableOfContents__list">%s</ul>%s</nav></table-of-contents>') % (
            tu, tu, "".join('<li class="o-tableOfContents__item%s"><button type="button" class="o-tableOfContents__link" data-target="%s">%s</button></li>' % (
                " o-tableOfContents__item--sub" if g == "h3" else "", u, esc(h)) for u, h, g in toc_items),
            '<button type="button" class="o-tableOfContents__more">すべて表示</button>' if len(toc_items) > 4 else "")
        at = next(j for j, y in enumerate(out) if y.startswith("<p ")) + 1
        out.insert(at, nav)
    STORY[:] = story
    text = "".join(story)
    DESC[:] = [(text[:120] + "…続きをみる") if len(text) > 120 else text]
    bodyhtml = "".join(out)
    price = r.choice([100, 200, 300, 300, 500, 500, 980, 1000, 1500])
    wall = ""
    if paid:
        rest = sum(len(y) for y in body[free:]) + r.randint(0, 800)
        wall = ('<div class="o-noteAreaPaymentWall"><div class="o-noteAreaPaymentWall__inner"><p class="o-noteAreaPaymentWall__lead">ここから先は</p>'
                '<p class="o-noteAreaPaymentWall__count">%s字%s</p><button type="button" class="a-button m-before-purchasing-button"><span class="a-button__inner">記事を購入する</span>'
                '<span class="m-before-purchasing-button__price">¥ %s</span></button><p class="o-noteAreaPaymentWall__login">すでに購入済みの方は<a href="/login">ログイン</a></p>'
                '%s</div></div>') % ("{:,}".format(rest), " / %d画像" % r.randint(1, 6) if r.random() < 0.6 else "", "{:,}".format(price),
                                     '<div class="o-noteAreaPaymentWall__magazine"><p>この記事が含まれているマガジンを購入する</p><a href="/%s/m/m%012x">%s</a></div>' % (
                                         urlname, r.getrandbits(48), esc(mags[0])) if r.random() < 0.4 else "")
        extras.append("ここから先は")
    tags = list(dict.fromkeys([NB_CATS[cat]] + [r.choice(NB_NOTE_TAGS) for _ in range(r.randint(0, 5))]))[:r.randint(1, 6)] if r.random() < 0.8 else []
    tag_html = ('<div class="p-article__hashtags"><div class="m-tagList">%s</div></div>' % "".join(
        '<div class="m-tagList__item"><a href="/hashtag/%s" class="a-tag__link" %s><div class="a-tag__label">#%s</div></a></div>' % (x, dv, esc(x)) for x in tags)) if tags else ""
    contest = ""
    if r.random() < 0.15:
        ct = "#" + r.choice(NB_NOTE_TAGS)
        contest = ('<div class="p-article__extraItemContainer"><section class="o-contestCard"><h2 class="o-contestCard__heading">この記事が参加している募集</h2>'
                   '<a href="/contests/%s" class="o-contestCard__link"><p class="o-contestCard__hashtag">%s</p><p class="o-contestCard__count">%s件</p></a></section></div>') % (
            LEXICON[r.randrange(len(LEXICON))], esc(ct), "{:,}".format(r.randint(80, 40000)))
    lead_q = "この記事が気に入ったらチップで応援してみませんか？" if tip else "この記事が気に入ったらサポートをしてみませんか？"
    extras += [lead_q, support_msg]
    support = ('<div class="p-article__supportAppeal"><div class="o-supportAppealBox"><p class="o-supportAppealBox__title">%s</p>'
               '<p class="o-supportAppealBox__message">%s</p><button type="button" class="a-button o-supportAppealBox__button">%s</button></div></div>') % (
        lead_q, esc(support_msg), "チップで応援" if tip else "サポート") if r.random() < 0.85 else ""
    likes = r.choice([r.randint(0, 30), r.randint(5, 120), r.randint(40, 3000)])
    share = "".join('<li class="o-actionControl__item"><button type="button" aria-label="%s" class="o-actionControl__button"><i class="o-actionControl__icon i-%s"></i></button></li>' % (
        a, b) for a, b in [("Xでシェア" if late else "ツイート", "x" if late else "twitter"), ("Facebookでシェア", "facebook"), ("はてなブックマーク", "hatena"),
                           ("LINEで送る", "line"), ("リンクをコピー", "link")])
    like = ('<div class="o-noteLikeV3" %s><button type="button" aria-label="スキ" aria-pressed="false" class="o-noteLikeV3__iconButton">'
            '<i class="o-noteLikeV3__icon i-heart"></i></button><button type="button" aria-label="スキしたユーザー一覧" class="o-noteLikeV3__count">%d</button></div>' % (dv, likes) if late else
            '<div class="o-noteLike"><button type="button" class="o-noteLike__button" aria-label="スキ"><i class="i-heart"></i><span class="o-noteLike__label">スキ</span></button>'
            '<span class="o-noteContentText__likeCount">%d</span></div>' % likes)
    action = ('<div class="%s">%s<div class="o-noteContentText__comment"><a href="#comments" aria-label="コメント"><i class="i-comment"></i><span>%d</span></a></div>'
              '<ul class="o-actionControl">%s</ul></div>') % ("p-article__action" if late else "o-noteContentText__action", like, len(cs), share)
    extras.append(bio)
    profile = ('<div class="p-article__creator"><div class="o-creatorProfile"><div class="o-creatorProfile__contentInner"><a href="/%s" class="o-creatorProfile__avatar m-avatar">'
               '<img src="%s" alt="%s" width="48" height="48" class="m-avatar__image"></a><div class="o-creatorProfile__main"><a href="/%s" class="o-creatorProfile__name">%s</a>'
               '<p class="o-creatorProfile__profile">%s</p></div></div><div class="o-creatorProfile__action"><button type="button" class="a-button m-follow">フォロー</button></div></div></div>') % (
        urlname, avatar, esc(creator), urlname, esc(creator), esc(bio))
    mag = ""
    if r.random() < 0.3:
        ms = r.sample(mags, r.randint(1, len(mags)))
        extras.extend(ms)
        mag = ('<div class="p-article__extraItemContainer"><section class="o-magazineList"><h2 class="o-magazineList__heading">この記事が入っているマガジン</h2><ul>%s</ul></section></div>') % "".join(
            '<li class="o-magazineList__item"><a href="/%s/m/m%012x" class="m-magazineCard"><span class="m-magazineCard__title">%s</span><span class="m-magazineCard__count">%d本</span></a></li>' % (
                urlname, r.getrandbits(48), esc(m), r.randint(1, 200)) for m in ms)
    # the comments: the first ones, the creator's replies among them
    comm = ""
    if cs:
        shown = cs[:8]

        def one(c):
            nm, d, cp, depth = c
            me = depth == 2 and r.random() < 0.7
            who = creator if me else NB_NICKS[NAMES.index(nm)]
            home = urlname if me else LEXICON[(NAMES.index(nm) * 131 + 17) % len(LEXICON)]
            return ('<div class="o-commentItem%s"><a href="/%s" class="o-commentItem__avatar m-avatar"><img src="https://assets.st-note.com/poc-image/manual/note-common-images/production/svg/default_avatar.svg" alt="%s" class="m-avatar__image"></a>'
                    '<div class="o-commentItem__body"><div class="o-commentItem__header"><a href="/%s" class="o-commentItem__name">%s</a><time class="o-commentItem__date" datetime="%s">%s</time></div>'
                    '<p class="o-commentItem__text">%s</p><div class="o-commentItem__footer"><button type="button" class="o-commentItem__like" aria-label="スキ"><i class="i-heart"></i>%s</button></div></div></div>') % (
                " o-commentItem--reply" if depth == 2 else "", home, esc(who), home, esc(who), iso(nb_when(d)), stamp(nb_when(d)), "<br>".join(esc(p) for p in cp), r.randint(0, 9) or "")
        comm = ('<div class="o-viewComment" id="comments"><h2 class="o-viewComment__title">コメント（%d）</h2><div class="o-viewComment__list">%s</div>%s'
                '<div class="o-viewComment__form"><p>ログインしてコメントしてみよう</p></div></div>') % (
            len(cs), "".join(one(c) for c in shown), '<button type="button" class="o-viewComment__more">すべてのコメントを見る</button>' if len(cs) > len(shown) else "")
    # the recommended notes' cards: titles, names, likes, a preview of some
    def card(own):
        ct = title(r)
        pv = para(r, 1, 2)[:80] if r.random() < 0.4 else ""
        extras.append(ct)
        if pv:
            extras.append(pv)
        who = creator if own else r.choice(NB_HANDLES + [r.choice(JA_SURNAMES) + r.choice(JA_GIVEN)])
        return ('<div class="m-largeNoteWrapper"><a href="/%s/n/n%012x" title="%s" class="a-link m-largeNoteWrapper__link fn"><div class="m-largeNoteWrapper__card">'
                '<div class="m-largeNoteWrapper__thumbnail"><img src="%s?width=400" alt="" loading="lazy"></div><h3 class="m-noteBodyTitle__title">%s</h3>%s</div></a>'
                '<div class="m-largeNoteWrapper__footer"><span class="o-largeNoteSummary__userName">%s</span><div class="o-noteLikeV3"><span class="text-text-secondary">%d</span></div></div></div>') % (
            urlname if own else LEXICON[r.randrange(len(LEXICON))], r.getrandbits(48), esc(ct), img(pub), esc(ct),
            '<p class="m-noteBody__text">%s</p>' % esc(pv) if pv else "", esc(who), r.randint(0, 800))
    recs = ""
    if r.random() < 0.9:
        recs = ('<section class="p-article__recommend"><h2 class="p-article__recommendTitle">このクリエイターの人気記事</h2><div class="o-noteList">%s</div></section>'
                '<section class="p-article__recommend"><h2 class="p-article__recommendTitle">おすすめ記事</h2><div class="o-noteList">%s</div></section>') % (
            "".join(card(True) for _ in range(r.randint(2, 4))), "".join(card(False) for _ in range(r.randint(3, 6))))
    EXTRAS.extend(extras)
    attach = '<div class="o-noteContentHeader__titleAttachment"><span class="a-label">¥ %s</span></div>' % "{:,}".format(price) if paid else ""
    eyecatch = ('<div class="o-noteEyecatch"><img src="https://assets.st-note.com/production/uploads/images/%d/rectangle_large_type_2_%032x.%s?width=1280" alt="見出し画像" width="1280" height="670"></div>' % (
        r.randint(10 ** 7, 3 * 10 ** 8), r.getrandbits(128), r.choice(["png", "jpeg"]))) if r.random() < 0.75 else ""
    who_html = ('<div class="o-noteContentHeader__creatorInfo"><a href="/%s" class="o-noteContentHeader__avatar m-avatar"><img src="%s" alt="%s" width="32" height="32" class="m-avatar__image"></a>'
                '<div class="o-noteContentHeader__name"><a href="/%s">%s</a></div><button type="button" class="a-button o-noteContentHeader__followButton m-follow">フォロー</button></div>') % (
        urlname, avatar, esc(creator), urlname, esc(creator))
    date_html = '<div class="o-noteContentHeader__date"><time datetime="%s">%s</time></div>' % (iso(pub), stamp(pub))
    body_div = '<div data-name="body" class="note-common-styles__textnote-body" %s>%s</div>' % (dv, bodyhtml)
    ld = '<script type="application/ld+json">%s</script>' % json.dumps({
        "@context": "http://schema.org", "@type": "BlogPosting", "mainEntityOfPage": {"@type": "WebPage", "@id": "https://note.com/%s/n/%s" % (urlname, nkey)},
        "headline": t, "description": text[:100], "datePublished": iso(pub), "dateModified": iso(pub), "image": {"@type": "ImageObject", "url": img(pub)},
        "author": {"@type": "Person", "name": creator, "url": "https://note.com/%s" % urlname},
        "publisher": {"@type": "Organization", "name": "note株式会社", "logo": {"@type": "ImageObject", "url": "https://assets.st-note.com/poc-image/manual/production/logo.png"}}}, ensure_ascii=False)
    js = lambda o: json.dumps(o, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003C").replace(">", "\\u003E").replace("/", "\\u002F")
    nuxt = ('<script>window.__NUXT__=(function(a,b,c,d,e){return {layout:"default",data:[{}],fetch:{},error:a,state:{note:{noteDetail:{id:%d,key:"%s",type:"TextNote",status:"published",'
            'name:%s,body:%s,price:%d,can_read:%s,like_count:%d,comment_count:%d,publish_at:"%s",user:{urlname:"%s",nickname:%s}}},auth:{isLoggedIn:b}},serverRendered:c}}(null,false,true,"",0));</script>') % (
        r.randint(10 ** 7, 2 * 10 ** 8), nkey, js(t), js(bodyhtml), price if paid else 0, "false" if paid else "true", likes, len(cs), iso(pub), urlname, js(creator))
    navbar = ('<header class="o-navbar"><div class="o-navbar__inner"><a href="/" class="o-navbar__logo" aria-label="note">note</a><div class="o-navbar__search"><input type="search" placeholder="キーワードやクリエイターで検索"></div>'
              '<div class="o-navbar__actions"><a href="/login" class="a-button">ログイン</a><a href="/signup" class="a-button a-button--primary">会員登録</a></div></div></header>')
    crumbs = ('<div class="p-article__breadcrumb"><nav class="m-noteBreadcrumb" aria-label="パンくずリスト"><ol><li><a href="/">トップ</a></li><li><a href="/%s">%s</a></li>'
              '<li aria-current="page">%s</li></ol></nav></div>') % (urlname, esc(creator), esc(t[:20] + ("…" if len(t) > 20 else "")))
    if late:
        art = ('<article class="o-noteContentText">%s<div class="o-noteContentHeader"><div class="o-noteContentHeader__titleContainer"><h1 class="o-noteContentHeader__title">%s</h1>%s</div>'
               '<div class="o-noteContentHeader__info">%s<div class="o-noteContentHeader__status">%s</div></div></div><div class="p-article__body">%s%s</div>'
               '%s%s%s%s%s%s%s</article>') % (
            eyecatch, esc(t), attach, who_html, date_html, body_div, wall, tag_html, contest, support, action, profile, mag, comm)
        side = ('<aside class="p-article__sideCreatorInfo"><div class="o-creatorSide"><a href="/%s" class="m-avatar"><img src="%s" alt="%s" class="m-avatar__image"></a>'
                '<a href="/%s" class="o-creatorSide__name">%s</a><p class="o-creatorSide__profile">%s</p><button type="button" class="a-button m-follow">フォロー</button></div></aside>') % (
            urlname, avatar, esc(creator), urlname, esc(creator), esc(bio))
        main = '<main class="p-article" %s><div class="p-article__articleWrapper">%s<div class="p-article__content">%s</div>%s</div>%s</main>' % (dv, crumbs, art, side, recs)
    else:
        art = ('<article class="o-noteContentText">%s<div class="o-noteContentText__header"><h1 class="o-noteContentText__title">%s</h1>%s<div class="o-noteContentHeader">%s%s</div></div>'
               '<div class="o-noteContentText__body">%s%s</div><div class="o-noteContentText__footer">%s%s%s%s%s%s%s</div></article>') % (
            eyecatch, esc(t), attach, who_html, date_html, body_div, wall, tag_html, contest, support, action, profile, mag, comm)
        main = '<main class="o-noteContent" %s>%s%s</main>' % (dv, art, recs)
    return ('<div id="__nuxt"><div id="__layout"><div class="l-app">%s%s<footer class="o-footer"><ul class="o-footer__links"><li><a href="/about">noteについて</a></li>'
            '<li><a href="/terms">ご利用規約</a></li><li><a href="/privacy">プライバシーポリシー</a></li></ul><p class="o-footer__copyright">© note inc.</p></footer></div></div></div>%s%s') % (
        navbar, main, ld, nuxt)


def nb_ameba(r, rs, t, body, cat, cs):
    """An Ameba Blog entry (see noteblog())."""
    uranus = rs.random() < 0.7           # the newer skins (2019-), not the amb-component ones
    editor = rs.choice(["p", "p", "p", "div", "br"])
    spaced = rs.random() < 0.35          # a blank line after every line
    gap = rs.choice([1, 1, 2, 3])        # blank lines between the paragraphs
    fonted = rs.random() < 0.3           # the blogger's <font size> on every line
    emoji_sets = {"char2": ["char2"], "char3": ["char3", "char3", "char2"], "char4": ["char4", "char3"]}[rs.choice(["char2", "char3", "char3", "char4"])]
    banners = rs.random() < 0.45
    rank_lines = [x for x in NB_RANK_LINES if rs.random() < 0.5] if banners else []
    mura = rs.choice(NB_MURA)
    with_comments = not uranus or rs.random() < 0.5
    ameba_id = LEXICON[rs.randrange(len(LEXICON))] + rs.choice(["", "-", "0", "-blog", "%02d" % rs.randint(1, 99)])
    nick = rs.choice(NB_HANDLES) + rs.choice(["", "", "ママ", "のブログ", "＊"])
    site_themes = list(dict.fromkeys(["ブログ", NB_CATS[cat], "日記", LEXICON_JA[rs.randrange(1200)]]))
    theme = r.choice(site_themes + [NB_CATS[cat]] * 2)
    theme_id = 10000000000 + sum(ord(c) * 7919 for c in theme + ameba_id) % 2000000000
    pub = nb_posted(r, cs, [2020, 2021, 2022, 2023, 2024])
    eid = 12450000000 + (pub - datetime.datetime(2019, 1, 1)).days * 220000 + r.randint(0, 199999)
    blank = {"p": "<p>&nbsp;</p>", "div": rs.choice(["<div>&nbsp;</div>", "<div><br></div>"]), "br": "<br>"}[editor]
    font = rs.choice(['<font size="4">%s</font>', '<span style="font-size:1.4em;">%s</span>', '<font size="5">%s</font>'])
    lazy = uranus and rs.random() < 0.7  # the newer page's emoji: aspect-ratio and a <noscript> copy

    def line(inner):
        if editor == "p":
            return "<p>%s</p>" % inner
        if editor == "div":
            return "<div>%s</div>" % inner
        return inner + "<br>"

    def emoji():
        s = r.choice(emoji_sets)
        c = r.choice([e for e in NB_EMOJI if e[0] == s])
        w = 16 if s == "char2" else 24
        src = "https://stat100.ameba.jp/blog/ucs/img/char/%s/%s.%s" % (s, c[1], "gif" if s == "char2" else "png")
        if lazy:
            return ('<img alt="%s" class="emoji" height="%d" src="%s" style="aspect-ratio: %d / %d;" width="%d"><noscript><img alt="%s" class="emoji" height="%d" src="%s" width="%d"></noscript>' % (
                c[2], w, src, w, w, w, c[2], w, src, w))
        return '<img src="%s" alt="%s" width="%d" height="%d" class="emoji">' % (src, c[2], w, w)

    def picture():
        d = pub.strftime("%Y%m%d/%H")
        pid = 15000000000 + r.randint(0, 10 ** 9)
        w, h = r.choice([(420, 315), (420, 560), (800, 600), (600, 800), (420, 420)])
        key = "%s/%s" % ("".join(r.choice("0123456789abcdef") for _ in range(2)), "".join(r.choice("0123456789abcdef") for _ in range(2)))
        if editor == "br":
            # the older editor's thumbnail, its alt the blog's name at times
            src = "https://stat.ameba.jp/user_images/%s/%s/%s/%s/t0%03d0%03d_0%03d0%03d%d.jpg" % (d, ameba_id, key, r.choice("jp"), w // 2, h // 2, w * 2, h * 2, pid)
            return line('<a id="i%d" href="https://ameblo.jp/%s/image-%d-%d.html" class="detailOn"><img src="%s" alt="%s" border="0"></a>' % (
                pid, ameba_id, eid, pid, src, esc(r.choice(["", "", nick, "画像"]))))
        src = "https://stat.ameba.jp/user_images/%s/%s/%s/%s/o%04d%04d%d.jpg" % (d, ameba_id, key, r.choice("jp"), w * 2, h * 2, pid)
        return line('<a href="https://ameblo.jp/%s/image-%d-%d.html" class="detailOn"><img alt="" contenteditable="inherit" height="%d" src="%s?caw=800" width="%d"></a>' % (
            ameba_id, eid, pid, h, src, w))
    out, story, extras = [], [], []
    n = len(body)
    pics = {i for i in range(n) if r.random() < 0.3}
    if r.random() < 0.3:
        out.append(picture())
        out.extend([blank] * gap)
    deco_at = r.randrange(n) if n > 1 and r.random() < 0.35 else -1
    for i, x in enumerate(body):
        ss = cjk_sents(x)
        for j, s in enumerate(ss):
            y, inner = s, esc(s)
            if r.random() < 0.07:
                u = r.choice(NB_UEMOJI)
                y, inner = y + u, inner + u
            if i == deco_at and j == 0:
                inner = r.choice(['<b>%s</b>', '<span style="color:#ff007d;"><b>%s</b></span>', '<span style="font-size:1.4em;"><b>%s</b></span>', '<span style="color:#0000ff;">%s</span>']) % inner
            if fonted:
                inner = font % inner
            if r.random() < 0.18:
                inner += emoji() * r.choice([1, 1, 2, 3])
            out.append(line(inner))
            story.append(y)
            if spaced and j < len(ss) - 1:
                out.append(blank)
        if i in pics:
            out.extend([blank] * gap)
            out.append(picture())
        if i < n - 1:
            out.extend([blank] * gap)
    if r.random() < 0.15:
        # another of the blogger's entries, as its card
        ot, od = title(r), sentence(r, 10, 20)
        extras += [ot, od]
        url = "https://ameblo.jp/%s/entry-%d.html" % (ameba_id, eid - r.randint(10 ** 5, 10 ** 8))
        out.extend([blank] * gap)
        out.append('<div class="ogpCard_root"><article class="ogpCard_wrap" contenteditable="false" style="display:inline-block;max-width:100%%"><a class="ogpCard_link" data-ogp-card-log="" href="%s" rel="noopener noreferrer" target="_blank">'
                   '<span class="ogpCard_content"><span class="ogpCard_title">%s</span><span class="ogpCard_description">%s</span><span class="ogpCard_url"><span class="ogpCard_iconWrap"></span><span class="ogpCard_urlText">ameblo.jp</span></span></span>'
                   '<span class="ogpCard_imageWrap"><img alt="" class="ogpCard_image" height="120" src="https://stat.ameba.jp/user_images/%s/%s/aa/bb/j/o0%d.jpg?cpd=240" width="120"></span></a></article></div>' % (
                       url, esc(ot), esc(od), pub.strftime("%Y%m%d/%H"), ameba_id, r.randint(10 ** 8, 10 ** 9)))
    if r.random() < 0.08:
        out.append('<iframe class="reblogCard" frameborder="0" height="161" src="https://blog.ameba.jp/reblog/ameblo/%s/%d?reblogAmebaId=%s" width="100%%"></iframe>' % (
            LEXICON[r.randrange(len(LEXICON))], eid - r.randint(10 ** 4, 10 ** 6), ameba_id))
    if r.random() < 0.12:
        # an affiliate's box of a product and its shops
        prod = "".join(word(r) for _ in range(r.randint(3, 6))) + " " + r.choice(["1,980円", "2,480円", "3,300円", "980円"])
        extras.append(prod)
        out.append('<div class="easyLink-box"><div class="easyLink-img"><a href="//af.moshimo.example/af/c/click?a_id=%d" rel="nofollow" target="_blank"><img class="easyLink-img-pht" src="https://thumbnail.image.rakuten.example/@0_mall/shop/item.jpg"></a></div>'
                   '<div class="easyLink-info"><p class="easyLink-info-name">%s</p><p class="easyLink-info-btn"><a class="easyLink-info-btn-amazon" href="#">Amazon</a><a class="easyLink-info-btn-rakuten" href="#">楽天市場</a>'
                   '<a class="easyLink-info-btn-yahoo" href="#">Yahooショッピング</a></p></div></div>' % (r.randint(10 ** 5, 10 ** 7), esc(prod)))
    if banners:
        out.extend([blank] * gap)
        for x in rank_lines:
            out.append(line(esc(x)))
            extras.append(x)
        cid = rs.randint(10 ** 7, 2 * 10 ** 7)
        out.append(line('<a href="https://%s.blogmura.com/ranking/in?p_cid=%d" target="_blank"><img alt="にほんブログ村 %sへ" border="0" height="31" src="https://b.blogmura.com/%s/88_31.gif" width="88"></a>'
                        '<br><a href="https://%s.blogmura.com/ranking/in?p_cid=%d" target="_blank">にほんブログ村</a>' % (mura[0], cid, mura[1], mura[0], mura[0], cid)))
        if rs.random() < 0.6:
            out.append(line('<a href="https://blog.with2.net/link/?id=%d"><img alt="" src="https://blog.with2.net/img/banner/c/banner_1/br_c_%d_1.gif" title="人気ブログランキング"></a>'
                            '<br><a href="https://blog.with2.net/link/?id=%d" style="font-size: 0.9em;">人気ブログランキング</a>' % (cid // 7, 2000 + cid % 1000, cid // 7)))
        extras += ["にほんブログ村", "人気ブログランキング"]
    out.extend([blank] * r.choice([0, 1, 2, 3]))
    STORY[:] = story
    text = "".join(story)
    DESC[:] = [text[:100] + ("…" if len(text) > 100 else "")]
    bodyhtml = "".join(out)
    stamp = pub.strftime("%Y-%m-%d %H:%M:%S")
    me = "https://ameblo.jp/%s/entry-%d.html" % (ameba_id, eid)
    tags = list(dict.fromkeys(r.choice([NB_CATS[cat], "日記", "ひとりごと", LEXICON_JA[r.randrange(1500)]]) for _ in range(r.randint(1, 4)))) if r.random() < 0.45 else []
    likes, reblogs = r.choice([r.randint(0, 30), r.randint(10, 300)]), r.choice([0, 0, 0, r.randint(1, 20)])
    others = [(title(r), eid - r.randint(10 ** 6, 10 ** 8)) for _ in range(6)]
    pop = r.sample(others, 4)
    prev_, next_ = others[0], (others[1] if r.random() < 0.8 else None)
    extras += [o[0] for o in others]
    bio = para(rs, 1, 2)
    genre = rs.choice(["日記", "主婦", "子育て", "グルメ", "旅行", "美容", "ペット", "趣味"])
    extras.append(bio)

    def comment(i, c):
        nm, d, cp, depth = c
        owner = depth == 2 and r.random() < 0.6
        who = nick if owner else NB_NICKS[NAMES.index(nm)]
        ct = r.choice(["無題", "無題", "無題", "こんにちは", "こんばんは", "Re:無題", "Re:" + t[:15], "".join(word(r) for _ in range(2))])
        when = nb_when(d)
        txt = ("&gt;%sさん<br>" % esc(NB_NICKS[NAMES.index(cs[i - 1][0])]) if owner and i else "") + "<br>".join(esc(p) for p in cp)
        if uranus:
            return ('<li class="skin-commentItem" data-uranus-component="commentItem"><div class="skin-commentHead"><h3 class="skin-commentTitle">%s</h3></div>'
                    '<div class="skin-commentBody">%s</div><div class="skin-commentFoot"><a class="skin-commentAuthor" href="https://ameblo.jp/%s/">%s</a>'
                    '<time class="skin-textQuiet" datetime="%s">%s</time><a class="skin-commentReply" href="#cbox">返信する</a></div></li>') % (
                esc(ct), txt, ameba_id if owner else LEXICON[r.randrange(len(LEXICON))], esc(who), when.strftime("%Y-%m-%d"), when.strftime("%Y-%m-%d %H:%M:%S"))
        return ('<li class="skin-commentItem" amb-component="commentItem"><div class="skin-commentHeader"><span class="skin-commentTitle">%d ■%s</span></div>'
                '<div class="skin-commentText">%s</div><div class="skin-commentFooter"><span class="skin-commentAuthor"><a href="https://ameblo.jp/%s/">%s</a></span>'
                '<span class="skin-textQuiet">%s</span><a class="skin-commentReply" href="#cbox">返信する</a></div></li>') % (
            i + 1, esc(ct), txt, ameba_id if owner else LEXICON[r.randrange(len(LEXICON))], esc(who), when.strftime("%Y-%m-%d %H:%M:%S"))
    comm = ""
    if with_comments and cs:
        shown = cs[-10:] if uranus else cs
        k0 = len(cs) - len(shown)
        comm = ('<div class="skin-commentArea" %s id="cbox"><h2 class="skin-commentAreaTitle">コメント</h2><ul class="skin-commentList">%s</ul>%s'
                '<p class="skin-commentPost"><a href="https://ameblo.jp/%s/entry-%d.html#cbox">コメントする</a></p></div>') % (
            'data-uranus-component="commentArea"' if uranus else 'amb-component="comments"', "".join(comment(k0 + j, c) for j, c in enumerate(shown)),
            '<a class="skin-commentMore" href="https://ameblo.jp/%s/entry-%d.html#cbox">コメント一覧を見る</a>' % (ameba_id, eid) if len(cs) > len(shown) else "", ameba_id, eid)
    tag_html = ('<div class="skin-entryHashtag" %s><ul class="skin-hashtagList">%s</ul></div>' % (
        'data-uranus-component="entryHashtag"' if uranus else 'amb-component="entryHashtag"',
        "".join('<li class="skin-hashtagItem"><a href="https://blogtag.ameba.jp/detail/%s" class="skin-hashtagLink">#%s</a></li>' % (x, esc(x)) for x in tags))) if tags else ""
    action = ('<div class="skin-entryAction" %s><ul class="skin-entryActionList"><li><button type="button" class="skin-reactionButton js-reactionButton" data-uranus-component="iineButton">'
              '<span class="skin-reactionIcon"></span><span class="skin-reactionText">いいね！</span></button></li>'
              '<li><a class="skin-commentButton" href="%s#cbox" data-uranus-component="commentButton">コメント<span class="skin-actionCount">%d</span></a></li>'
              '<li><a class="skin-reblogButton" href="https://blog.ameba.jp/reblog/input?entryId=%d" rel="nofollow" data-uranus-component="reblogButton">リブログ<span class="skin-actionCount">%d</span></a></li></ul></div>'
              '<div class="skin-entryShare" %s><ul><li><a href="https://twitter.com/intent/tweet?url=%s" target="_blank" rel="noopener">%s</a></li><li><a href="https://www.facebook.com/sharer.php?u=%s" target="_blank" rel="noopener">シェアする</a></li>'
              '<li><a href="https://line.me/R/msg/text/?%s" target="_blank" rel="noopener">LINEで送る</a></li><li><a href="https://b.hatena.ne.jp/entry/%s" target="_blank" rel="noopener">はてブ</a></li></ul></div>'
              '<div class="skin-entryFeedbacks" %s><a href="https://ameblo.jp/%s/iine/entry-%d.html">いいね！した人<span>%d</span></a><span class="skin-textQuiet">|</span>'
              '<a href="%s#cbox">コメント(%d)</a><span class="skin-textQuiet">|</span><a href="https://ameblo.jp/%s/reblog/entry-%d.html">リブログ(%d)</a></div>') % (
        'data-uranus-component="entryAction"' if uranus else 'amb-component="entryAction"', me, len(cs), eid, reblogs,
        'data-uranus-component="entryShare"' if uranus else 'amb-component="entryShare"', me, "ポストする" if pub.year >= 2023 else "ツイートする", me, me, me,
        'data-uranus-component="feedbacks"' if uranus else 'amb-component="feedbacks"', ameba_id, eid, likes, me, len(cs), ameba_id, eid, reblogs)
    widgets = ('<div class="skin-widget" %s><h2 class="skin-widgetTitle">このブログの人気記事</h2><ol class="skin-widgetList">%s</ol></div>'
               '<div class="skin-widget" %s><h2 class="skin-widgetTitle">最新の記事</h2><ul class="skin-widgetList">%s</ul></div>') % (
        'data-uranus-component="mainWidget"' if uranus else 'amb-component="popularEntries"',
        "".join('<li><a href="https://ameblo.jp/%s/entry-%d.html">%s</a></li>' % (ameba_id, e, esc(x)) for x, e in pop),
        'data-uranus-component="mainWidget"' if uranus else 'amb-component="recentEntries"',
        "".join('<li><a href="https://ameblo.jp/%s/entry-%d.html">%s</a></li>' % (ameba_id, e, esc(x)) for x, e in others[2:6]))
    paging = ('<ul class="skin-pagingBtns">%s%s</ul>') % (
        '<li><a class="skin-pagingPrev skin-btnPaging ga-pagingEntryPrevTop" href="https://ameblo.jp/%s/entry-%d.html"><span class="skin-pagingLabel">前の記事</span>'
        '<span class="skin-pagingTitle">%s</span></a></li>' % (ameba_id, prev_[1], esc(prev_[0])),
        '<li><a class="skin-pagingNext skin-btnPaging ga-pagingEntryNextTop" href="https://ameblo.jp/%s/entry-%d.html"><span class="skin-pagingLabel">次の記事</span>'
        '<span class="skin-pagingTitle">%s</span></a></li>' % (ameba_id, next_[1], esc(next_[0])) if next_ else "")
    profile = ('<aside class="skin-blogSide"><div class="skin-profile" %s><h2 class="skin-widgetTitle">プロフィール</h2><div class="skin-profileImage"><img src="https://stat.profile.ameba.jp/profile_images/20%02d/%s/%d.jpg" alt="" width="80" height="80"></div>'
               '<p class="skin-profileName"><a href="https://profile.ameba.jp/ameba/%s">%s</a></p><p class="skin-profileText">%s</p>'
               '<p class="skin-profileGenre">ジャンル：<a href="https://blogger.ameba.jp/genres/%s">%s</a><span class="skin-genreRank">%d位</span></p>'
               '<a class="skin-btnFollow" href="https://blog.ameba.jp/reader/register/input?bnm=%s">フォローする</a></div></aside>') % (
        'data-uranus-component="profile"' if uranus else 'amb-component="profile"', rs.randint(10, 23), ameba_id, rs.randint(10 ** 6, 10 ** 7), ameba_id, esc(nick), esc(bio),
        LEXICON[rs.randrange(len(LEXICON))], genre, r.randint(1, 3000), ameba_id)
    EXTRAS.extend(extras)
    if uranus:
        js = lambda o: json.dumps(o, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
        init = ('<script>window.INIT_DATA=%s;window.RESOURCE_BASE_URL="//stat100.ameba.jp/ameblo/pc/";</script>') % js({
            "adPerf": {"spaStatus": "initial"}, "bloggerState": {"bloggerMap": {ameba_id: {"nickname": nick, "amebaId": ameba_id}}},
            "entryState": {"entryMap": {str(eid): {"entry_id": eid, "blog_id": rs.randint(10 ** 7, 5 * 10 ** 7), "entry_title": t, "entry_text": bodyhtml,
                                                   "entry_created_datetime": pub.strftime("%Y-%m-%dT%H:%M:%S+09:00"), "theme_name": theme, "theme_id": theme_id,
                                                   "publish_flg": "open", "iine_cnt": likes, "comment_cnt": len(cs), "reblog_cnt": reblogs}}}})
        art = ('<article class="skin-entry js-entryWrapper" data-unique-entry-id="%d" data-unique-ameba-id="%s"><div class="skin-entryHead">'
               '<h1 class="skin-entryTitle" data-uranus-component="entryTitle"><a aria-current="page" class="skinArticleTitle" href="/%s/entry-%d.html" rel="bookmark">%s</a></h1>'
               '<div class="skin-entryPubdate"><p class="skin-textQuiet" data-uranus-component="entryDate"><time datetime="%s" class="skin-textQuiet">%s</time></p>'
               '<dl class="skin-entryThemes" data-uranus-component="entryThemes"><dt>テーマ：</dt><dd><a href="/%s/theme-%d.html" rel="tag">%s</a></dd></dl></div></div>'
               '<div class="skin-entryInner"><div data-uranus-component="entryBody" id="entryBody" class="skin-entryBody _2p1Gn5Ks">%s</div>%s</div>'
               '<div class="skin-entryAd" data-uranus-component="entryAd"><div class="_2nW4MaUl"></div></div><div class="skin-entryFoot">%s</div></article>') % (
            eid, ameba_id, ameba_id, eid, esc(t), pub.strftime("%Y-%m-%d"), stamp, ameba_id, theme_id, esc(theme), bodyhtml, tag_html, action)
        return ('<div class="skin-blogBody"><div class="skin-blogMain"><div class="skin-blogMainInner">%s%s%s%s</div>%s</div></div>%s') % (
            art, widgets, paging, comm, profile, init)
    art = ('<div class="skin-entry js-entryWrapper" amb-component="entry"><div class="skin-entryHead"><h1 amb-component="entryTitle" class="skin-entryTitle">'
           '<a href="https://ameblo.jp/%s/entry-%d.html" class="skinArticleTitle" rel="bookmark">%s</a></h1><time datetime="%s" class="skin-textQuiet">%s</time>'
           '<dl amb-component="entryThemes" class="skin-entryThemes"><dt>テーマ：</dt><dd><a href="https://ameblo.jp/%s/theme-%d.html" rel="tag">%s</a></dd></dl></div>'
           '<div class="skin-entryInner"><div amb-component="entryBody" class="skin-entryBody">%s</div>%s</div><div class="skin-entryFoot">%s</div></div>') % (
        ameba_id, eid, esc(t), pub.strftime("%Y-%m-%d"), stamp, ameba_id, theme_id, esc(theme), bodyhtml, tag_html, action)
    return '<div id="main" class="skin-main"><div class="skin-mainInner">%s%s%s%s</div>%s</div>' % (art, paging, comm, widgets, profile)


def nb_livedoor(r, rs, t, body, cat, cs):
    """A livedoor Blog article page (see noteblog())."""
    paras = rs.random() < 0.3            # the newer editor's <p>s, not lines split by <br />s
    one_line = rs.random() < 0.5         # each sentence a line of its own
    more_site = rs.random() < 0.6        # the writer's "続きを読む" split
    banners = rs.random() < 0.6
    related_in = rs.random() < 0.6
    clap = rs.random() < 0.5
    with_comments = rs.random() < 0.85
    blog_id = LEXICON[rs.randrange(len(LEXICON))] + rs.choice(["", "", "_blog", "-life", str(rs.randint(1, 99))])
    host = "%s.livedoor.blog" % blog_id if rs.random() < 0.6 else "%s.blog.jp" % blog_id
    OWN_HOST[0] = host
    author = rs.choice(NB_HANDLES)
    aid = r.randint(10 ** 7, 6 * 10 ** 7)
    pub = nb_posted(r, cs, [2020, 2021, 2022, 2023, 2024])
    mura = rs.choice(NB_MURA)
    rank_lines = [x for x in NB_RANK_LINES if rs.random() < 0.5] if banners else []
    extras = []
    cat_id = 100000 + sum(ord(c) * 331 for c in cat + blog_id) % 900000

    def pict():
        k = "%s/%s" % (r.choice("0123456789abcdef"), r.choice("0123456789abcdef"))
        f = "%08x" % r.getrandbits(32)
        w, h = r.choice([(480, 360), (480, 640), (480, 320), (360, 480)])
        alt = r.choice(["IMG_%04d" % r.randint(1000, 9999), "%s" % f[:6], "image", ""])
        return ('<a href="https://livedoor.blogimg.jp/%s/imgs/%s/%s.jpg" title="%s" target="_blank"><img src="https://livedoor.blogimg.jp/%s/imgs/%s/%s-s.jpg" width="%d" height="%d" border="0" alt="%s" hspace="5" class="pict"  /></a>' % (
            blog_id, k, f, alt, blog_id, k, f, w, h, alt))
    n = len(body)
    cut = (max(1, n // 3) if n > 2 else n) if more_site and n > 2 and r.random() < 0.7 else n
    heads = {i for i in range(1, n) if r.random() < 0.25} if n > 3 else set()
    pics = {i for i in range(n) if r.random() < 0.3}
    parts, story = [[], []], []
    for i, x in enumerate(body):
        dst = parts[0 if i < cut else 1]
        if i in heads:
            h = title(r)
            hh = r.choice(['<span style="font-size: large;"><b>%s</b></span>', "<b>■%s</b>", '<span style="color: #0000ff;"><b>%s</b></span>'])
            hh = hh % esc(h)
            dst.append("<p>%s</p>" % hh if paras else hh + "<br />\n")
            story.append(("■" if "■" in hh else "") + h)
        ss = cjk_sents(x)
        lines = ss if one_line else [x]
        if paras:
            dst.append("<p>%s</p>" % "<br />".join(esc(y) for y in lines))
        else:
            dst.append("".join(esc(y) + "<br />\n" for y in lines))
        story.extend(lines)
        if i in pics:
            dst.append(("<p>%s</p>" if paras else "%s<br />\n") % pict())
        if i < n - 1 and not paras and i != cut - 1:
            dst.append("<br />\n")
    ends = []
    if banners:
        for x in rank_lines:
            ends.append("<p>%s</p>" % esc(x) if paras else esc(x) + "<br />\n")
            extras.append(x)
        cid = rs.randint(10 ** 7, 2 * 10 ** 7)
        ends.append('<a href="https://%s.blogmura.com/ranking/in?p_cid=%d" target="_blank" ><img src="https://b.blogmura.com/%s/88_31.gif" width="88" height="31" border="0" alt="にほんブログ村 %sへ" /></a><br /><a href="https://%s.blogmura.com/ranking/in?p_cid=%d" target="_blank">にほんブログ村</a><br />\n' % (
            mura[0], cid, mura[0], mura[1], mura[0], cid))
        if rs.random() < 0.7:
            ends.append('<a href="https://blog.with2.net/link/?id=%d"><img src="https://blog.with2.net/img/banner/c/banner_1/br_c_%d_1.gif" title="人気ブログランキング"></a><br /><a href="https://blog.with2.net/link/?id=%d" style="font-size: 0.9em;">人気ブログランキング</a>' % (
                cid // 7, 2000 + cid % 1000, cid // 7))
        extras += ["にほんブログ村", "人気ブログランキング"]
    STORY[:] = story
    text = "".join(story)
    DESC[:] = [text[:100] + ("…" if len(text) > 100 else "")]
    inner = "".join(parts[0])
    if parts[1]:
        inner += '<a name="more"></a><div class="article-body-more">%s%s</div>' % ("".join(parts[1]), "".join(ends))
    else:
        inner += "".join(ends)
    others = [(title(r), aid - r.randint(10 ** 3, 10 ** 6)) for _ in range(6)]
    extras += [o[0] for o in others]
    related = ('<div id="ldblog_related_articles_%08x" class="clearfix"><dl class="article-related"><dt>関連記事</dt><dd><ul>%s</ul></dd></dl></div>' % (
        rs.getrandbits(32), "".join('<li><a href="https://%s/archives/%d.html">%s</a></li>' % (host, a, esc(x)) for x, a in others[:r.randint(3, 5)]))) if related_in else ""
    ads = '<div id="ad2"></div><div class="fluct-unit-%d"></div><script type="text/javascript" src="https://pdn.adingo.example/p.js"></script>' % rs.randint(10 ** 9, 2 * 10 ** 9)
    clap_html = ('<div class="article-clap"><iframe src="https://clap.blogcms.jp/clap/button?blog_id=%s&amp;article_id=%d" width="120" height="30" scrolling="no" frameborder="0"></iframe></div>' % (
        blog_id, aid)) if clap else ""
    tags = list(dict.fromkeys(LEXICON_JA[r.randrange(1500)] for _ in range(r.randint(1, 4)))) if r.random() < 0.5 else []
    me = "https://%s/archives/%d.html" % (host, aid)
    social = ('<ul class="article-social-btn"><li><a href="https://twitter.com/share" class="twitter-share-button" data-url="%s" data-text="%s">%s</a></li>'
              '<li><div class="fb-like" data-href="%s" data-layout="button_count"></div></li><li><a href="https://b.hatena.ne.jp/entry/%s" class="hatena-bookmark-button">はてなブックマーク</a></li>'
              '<li><a href="https://social-plugins.line.me/lineit/share?url=%s">LINEで送る</a></li></ul>') % (me, esc(t), "ポスト" if pub.year >= 2023 else "ツイート", me, me, me)

    def comment(i, c):
        nm, d, cp, _ = c
        when = nb_when(d)
        return ('<li class="comment" id="comment%d"><div class="comments-body">%s</div><div class="comments-author">%d.&nbsp;Posted by&nbsp;%s&nbsp;&nbsp;'
                '<span class="comments-date">%s</span></div></li>') % (
            i + 1, "<br />".join(esc(p) for p in cp), i + 1, esc(NB_NICKS[NAMES.index(nm)]), when.strftime("%Y年%m月%d日 %H:%M"))
    comm = ""
    if with_comments:
        comm = ('<div id="comments" class="article-comments"><h3 class="comments-head">コメント</h3><ol class="comments-list">%s</ol>'
                '<div class="comment-form"><h3 class="comment-form-head">コメントする</h3><form action="https://%s/archives/%d.html#comments" method="post" name="comment_form" id="comment_form">'
                '<dl><dt>名前</dt><dd><input type="text" name="author" size="30"></dd><dt>URL</dt><dd><input type="text" name="url" size="30"></dd>'
                '<dt>絵文字</dt><dd><span class="emoji-palette"></span></dd><dt><label><input type="checkbox" name="remember">情報を記憶</label></dt></dl>'
                '<textarea name="body" cols="40" rows="5"></textarea><input type="submit" value="投稿する"></form></div></div>') % (
            "".join(comment(i, c) for i, c in enumerate(cs)) if cs else "", host, aid)
    pager = ('<ul class="article-pager"><li class="article-pager-prev"><a href="https://%s/archives/%d.html" rel="prev">&laquo; %s</a></li>%s</ul>') % (
        host, others[4][1], esc(others[4][0]),
        '<li class="article-pager-next"><a href="https://%s/archives/%d.html" rel="next">%s &raquo;</a></li>' % (host, others[5][1], esc(others[5][0])) if r.random() < 0.8 else "")
    EXTRAS.extend(extras)
    art = ('<article class="article"><header class="article-header"><div class="article-category-outer"><dl class="article-category"><dt>カテゴリ</dt><dd><a href="https://%s/archives/cat_%d.html">%s</a></dd></dl></div>'
           '<p class="article-date"><time datetime="%s" pubdate="pubdate">%s</time></p><h1 class="article-title entry-title"><a href="https://%s/archives/%d.html" title="%s">%s</a></h1></header>'
           '<div class="article-body entry-content"><div class="article-body-inner">%s</div>%s%s</div>%s'
           '<footer class="article-footer"><div class="article-footer-inner">%s%s<p class="article-meta">posted by %s at <time datetime="%s">%s</time>│<a href="#comments">コメント(%d)</a>│'
           '<a href="https://%s/archives/cat_%d.html">%s</a></p></div></footer></article>') % (
        host, cat_id, esc(NB_CATS[cat]), pub.strftime("%Y-%m-%dT%H:%M:%S+09:00"), pub.strftime("%Y年%m月%d日"), host, aid, esc(t), esc(t),
        inner, related, ads, clap_html, social,
        '<dl class="article-tags"><dt>タグ</dt><dd>%s</dd></dl>' % "".join('<a href="https://%s/tag/%s" rel="tag">%s</a> ' % (host, x, esc(x)) for x in tags) if tags else "",
        esc(author), pub.strftime("%Y-%m-%dT%H:%M:%S+09:00"), pub.strftime("%H:%M"), len(cs), host, cat_id, esc(NB_CATS[cat]))
    return ('<header id="blog-header"><div class="blog-header-inner"><h1 class="blog-title"><a href="https://%s/">%s</a></h1></div><div class="ldb_menu"><a href="https://blog.livedoor.com/">livedoor Blog</a>'
            '<a href="https://member.livedoor.com/login/">ログイン</a></div></header><div id="container"><div id="content"><div id="main">%s%s<div id="article-options">%s</div></div>'
            '<aside id="sidebar"><div class="plugin-categorize"><div class="side"><h3>カテゴリ</h3><ul><li><a href="https://%s/archives/cat_%d.html">%s</a></li></ul></div></div></aside></div></div>'
            '<a class="to-pagetop" href="#">ページトップへ</a><footer id="blog-footer"><p>Powered by <a href="https://blog.livedoor.com/">ライブドアブログ</a></p></footer>') % (
        host, esc(BLOG[0]), art, pager, comm, host, cat_id, esc(NB_CATS[cat]))


HX_CATS = {"News": ["随笔", "杂谈", "日常"], "Travel": ["旅行", "生活"], "Food": ["生活", "随笔"], "Politics": ["杂谈", "思考"],
           "Design": ["前端", "CSS", "设计"], "Music": ["音乐", "随笔"], "Books": ["读书笔记", "读书"]}
HX_TECH = ["技术", "后端", "前端", "Linux", "Python", "Java", "算法", "工具", "运维", "数据库", "学习笔记", "Hexo"]
HX_TAGS = ["Python", "Java", "Linux", "Git", "Docker", "Hexo", "Vue", "MySQL", "Redis", "Nginx", "JavaScript", "Spring Boot", "算法", "LeetCode",
           "笔记", "教程", "踩坑", "Ubuntu", "Node.js", "Go", "Kubernetes", "Shell", "网络", "面试", "博客", "VSCode", "GitHub", "Windows"]
HX_HEADS = ["背景", "问题描述", "环境准备", "安装", "配置", "解决方法", "原理", "实现", "测试", "遇到的问题", "踩坑记录"]
HX_ENDS = ["总结", "总结", "小结", "写在最后", "结语", "后记"]
HX_NUMS = "一二三四五六七八九十"
HX_KW = {"python": ("import from def return if else elif for in as with class not and or while try except raise yield lambda pass", "None True False", "print len range open int str dict list"),
         "javascript": ("const let var function return if else for of new await async export default import from throw class", "true false null undefined", "console require document window JSON"),
         "java": ("public private protected static final class void return new if else for while try catch throws import package extends implements", "null true false",
                  "String System List Map Integer"),
         "go": ("func return if else for range defer go package import var type struct", "nil true false", "fmt make len append"),
         "bash": ("if then fi for do done export", "", "cd echo sudo source"),
         "sql": ("SELECT FROM WHERE AND OR ORDER BY GROUP LIMIT INSERT INTO VALUES UPDATE SET CREATE TABLE NOT NULL PRIMARY KEY", "", "COUNT"),
         "yaml": ("", "true false", ""), "json": ("", "true false null", ""), "nginx": ("server location listen proxy_pass root", "", ""),
         "dockerfile": ("FROM RUN COPY WORKDIR EXPOSE CMD ENV", "", "")}


def hx_hljs(lang, line, pre):
    """A line of code as highlight.js writes it for Hexo's highlighter:
    its tokens in spans of hljs's class names (keyword, string, number,
    comment, built_in, literal, attr, title), "hljs-" before them on the
    themes that ask for hljs's own classes (pre), escaped as hljs does."""
    e = lambda x: html.escape(x, quote=True)
    if lang in ("plaintext", "plain"):
        return e(line)
    kw, lit, bi = (set(x.split()) for x in HX_KW.get(lang, ("", "", "")))
    out, i, n, prev = [], 0, len(line), ""
    span = lambda c, x: '<span class="%s%s">%s</span>' % (pre, c, e(x))
    while i < n:
        ch = line[i]
        if (line.startswith("//", i) and lang in ("javascript", "java", "go")) or (ch == "#" and lang in ("python", "bash", "yaml", "nginx", "dockerfile") and (i == 0 or line[i - 1] == " ")) \
                or (line.startswith("--", i) and lang == "sql"):
            out.append(span("comment", line[i:]))
            break
        if ch in "'\"" and lang != "bash" or ch == '"' and lang == "bash":
            j = line.find(ch, i + 1)
            j = n - 1 if j < 0 else j
            cls = "attr" if lang == "json" and line[j + 1:j + 2] == ":" else "string"
            out.append(span(cls, line[i:j + 1]))
            i = j + 1
        elif ch.isdigit() and (i == 0 or not (line[i - 1].isalnum() or line[i - 1] in "_-./")):
            j = i
            while j < n and (line[j].isdigit() or line[j] == "."):
                j += 1
            out.append(span("number", line[i:j]))
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < n and (line[j].isalnum() or line[j] == "_"):
                j += 1
            w = line[i:j]
            if w in kw and not (lang == "sql" and w != w.upper()):
                out.append(span("keyword", w))
            elif w in lit:
                out.append(span("literal", w))
            elif w in bi:
                out.append(span("built_in", w))
            elif prev in ("def", "function", "func", "class"):
                out.append(span("title", w))
            elif lang == "yaml" and line[j:j + 1] == ":" and not line[:i].strip(" -"):
                out.append(span("attr", w))
            else:
                out.append(e(w))
            prev = w
            i = j
        else:
            out.append(e(ch))
            i += 1
    return "".join(out)


def hx_code(r, lang, zh):
    """A short listing of made-up names in a language, as a Chinese
    developer's post shows one: a comment of Chinese words at times."""
    a, b, c, f = [LEXICON[r.randrange(len(LEXICON))] for _ in range(4)]
    m = r.randint(2, 999)
    cm = {"python": "# ", "bash": "# ", "yaml": "# ", "nginx": "# ", "dockerfile": "# ", "javascript": "// ", "java": "// ", "go": "// ", "sql": "-- "}.get(lang)
    lines = r.choice({
        "python": [["import %s" % a, "from %s import %s" % (b, c.title()), "", "def %s(%s, %s=%d):" % (f, b, c, m), "    return %s.%s(%s)" % (a, c, b)],
                   ["with open('%s.txt', encoding='utf-8') as %s:" % (a, b), "    for %s in %s:" % (c, b), "        print(%s.strip())" % c],
                   ["%s = %s.%s('%s')" % (b, a, f, c), "if %s is None:" % b, "    raise ValueError('%s')" % c]],
        "javascript": [["const %s = require('%s');" % (a, b), "", "%s.%s((%s) => {" % (a, f, c), "  console.log(%s);" % c, "});"],
                       ["export default {" , "  name: '%s'," % a.title(), "  data() {", "    return { %s: %d }" % (b, m), "  }", "}"]],
        "java": [["public class %s {" % a.title(), "    public static void main(String[] args) {", "        System.out.println(\"%s\");" % b, "    }", "}"],
                 ["@GetMapping(\"/%s\")" % a, "public List<%s> %s() {" % (b.title(), f), "    return %sService.%s(%d);" % (c, f, m), "}"]],
        "go": [["func %s(%s string) error {" % (f.title(), a), "    %s, err := %s.%s(%s)" % (b, c, f.title(), a), "    if err != nil {", "        return err", "    }", "    fmt.Println(%s)" % b,
                "    return nil", "}"]],
        "bash": [["npm install %s-%s --save" % (a, b), "hexo clean && hexo g -d"], ["cd %s" % a, "git clone https://github.com/%s/%s.git" % (b, c), "sudo systemctl restart %s" % f],
                 ["sudo apt update", "sudo apt install -y %s" % a, "%s --version" % a], ["docker run -d --name %s -p %d:%d %s:latest" % (a, m + 8000, m + 8000, b), "docker ps"]],
        "yaml": [["%s:" % a, "  %s: %s" % (b, c), "  %s: %d" % (f, m), "  enable: true"], ["deploy:", "  type: git", "  repo: git@github.com:%s/%s.github.io.git" % (a, a), "  branch: master"]],
        "json": [["{", '  "%s": "%s",' % (a, b), '  "%s": %d,' % (c, m), '  "%s": true' % f, "}"]],
        "sql": [["SELECT %s, %s" % (a, b), "FROM %s" % c, "WHERE %s > %d" % (a, m), "ORDER BY %s DESC;" % b], ["CREATE TABLE %s (" % a, "  id INT NOT NULL PRIMARY KEY,", "  %s VARCHAR(%d)" % (b, m), ");"]],
        "nginx": [["server {", "    listen 80;", "    server_name %s.com;" % a, "    location / {", "        proxy_pass http://127.0.0.1:%d;" % (m + 3000), "    }", "}"]],
        "dockerfile": [["FROM python:3.%d-slim" % r.randint(6, 12), "WORKDIR /app", "COPY . .", "RUN pip install -r requirements.txt", "CMD [\"python\", \"%s.py\"]" % a]],
        "plaintext": [["%s/" % a, "├── %s.md" % b, "└── %s/" % c], ["%s: %s" % (a.title(), " ".join([b, c, f])), "%s %d" % (b, m)]]}[lang])
    if cm and r.random() < 0.35:
        k = r.randrange(len(lines))
        if lines[k].strip() not in ("", "}", ");", "});"):
            pad = lines[k][:len(lines[k]) - len(lines[k].lstrip())]
            lines = lines[:k] + [pad + cm + zh] + lines[k:]
    return list(lines)


def hx_pct(s):
    """s percent-encoded as a URL's path, as Hexo writes a Chinese slug."""
    return "".join(c if c.isascii() and (c.isalnum() or c in "-_./~") else "".join("%%%02X" % b for b in c.encode()) for c in s)


def hx_slug(s):
    """hexo-util's slugize, as the Markdown renderer makes a heading's id:
    runs of spaces and ASCII marks made one "-", none at the ends."""
    out, dash = [], False
    for c in s:
        if c.isspace() or c in "~`!@#$%^&*()-_+=[]{}|\\;:\"'\u201c\u201d\u2018\u2019<>,.?/":
            dash = True
            continue
        if dash and out:
            out.append("-")
        dash = False
        out.append(c)
    return "".join(out)


def hexo(r, t, body, cat, cs):
    """A Chinese developer's post on a static blog made with Hexo
    (2017-2024), in Chinese, one theme a site: NexT (5.1's of 2017-2019,
    7's of 2019-2021 or 8's of 2021-2024), Butterfly (3's or 4's) or
    Fluid (1.8's or 1.9's).  The post is what hexo-renderer-marked
    writes: <p>s with inline code (spaced as the author spaces it or
    not), bold runs and links (target="_blank" rel="noopener" on the
    external ones), <span id="more"></span> (<a id="more"></a> on the
    older) after the excerpt, headings (h2s or the author's h1s, h3s
    under them, "一、", "1. " or "1、" numbering them on some sites,
    "前言" opening and "总结" closing some posts) each <h2 id=ID><a
    href="#ID" class="headerlink" title=TEXT></a>TEXT</h2>, lists,
    quotes, the theme's note tag (NexT's div.note.info, Butterfly's
    div.note.info.flat, Fluid's div.note.note-info), tables (in NexT's
    div.table-container from 7), pictures (jsDelivr's, a hosting's or
    the post's own, Typora's "image-20210312183045123" alt, lazy
    loaders' data-src, data-lazy-src or srcset), and code as Hexo's
    highlighter writes it: figure.highlight.LANG, a figcaption at times,
    a table whose td.gutter holds the line numbers (span.line and <br>s,
    div.line on the oldest sites) and td.code the lines, hljs's classes
    bare, or "hljs-" and <code class="hljs LANG"> on Fluid's, a line of
    Chinese comment in some.  NexT's page: the headband, the brand, the
    menu (首页 归档 分类 标签 关于 搜索) and the local search's popup,
    article.post.post-type-normal with its div.post-block (5.1, 7) or
    article.post-block (8), h1.post-title, div.post-meta ("发表于" and
    the time titled "创建时间：...", "更新于", "分类于", "阅读次数", the
    comments' count, "字数统计"/"本文字数" and "阅读时长 ≈ N 分钟"), the
    description in div.post-description on some posts, div.post-body,
    hexo-related-popular-posts' "相关文章" on some 7 and 8 sites, the
    "-------------本文结束感谢您的阅读-------------" line on most sites,
    the WeChat subscriber's QR code on some 5.1 sites, the reward's
    comment and "打赏" button with its WeChat Pay and Alipay codes,
    ul.post-copyright ("本文作者：", "本文链接：", "版权声明："), the tags,
    div.post-nav of the neighbours' titles, JiaThis's "分享到：" on some 5.1
    sites, the Valine or Gitalk box (empty: a script fills it), the
    sidebar's "文章目录" (div.post-toc's numbered ol.nav of the headings)
    and "站点概览" (the author, the description, 日志 分类 标签 counts,
    links, "友情链接"), the footer's "由 Hexo 强力驱动", the theme's name and
    busuanzi's counters.  Butterfly's: the side menu, header#page-header
    with nav#nav and #post-info (h1.post-title, #post-meta's "发表于",
    "更新于", the category, "字数总计:", "阅读时长:", "阅读量:", "评论数:"),
    #article-container.post-content, .post-copyright ("文章作者:",
    "文章链接:", "版权声明:"), .tag_share's tags and share buttons, the
    reward's "打赏" and its QR codes, the pagination's "上一篇"/"下一篇"
    cards, "相关推荐" cards, #post-comment's "评论" and the comment
    system's empty box, the aside (the author's card and "Follow Me",
    "公告", the card-toc "目录" of the headings, "最新文章"), the footer's
    "框架 Hexo | 主题 Butterfly", #rightside's buttons and the search
    dialog.  Fluid's: the navbar, the banner holding the title only in
    data-typed-text, the author, "2022年3月12日 晚上", "1.2k 字", "10 分钟"
    and busuanzi's "次", article.post-content (div#post on 1.8) with
    h1#seo-header on 1.9, "本文最后更新于：" on some sites, div.markdown-body,
    then the category and tags, 1.8's licence note or 1.9's license-box
    (the title, the permalink, "作者", "发布于", "许可协议"), the
    post-prevnext ("上一篇", "下一篇"), the comments' article and its
    script and noscript line, the empty TOC "目录", the search modal and
    the footer.  Readers' comments a script loads on every theme.  The
    feed (hexo-generator-feed): the front matter's description where
    the post has one, else the excerpt's HTML before <!--more-->, else
    the HTML's first 140 characters cut at the last space.  The truth:
    NexT's description where the page shows it, then the post as its
    reader reads it: paragraphs, headings, list items, quotes, notes,
    every line of code (not the gutter's numbers nor captions), table
    rows as their cells joined by spaces; not the title, the meta, the
    pictures, the "本文结束" line, the reward, the copyright box, the
    tags, the neighbours, related posts, the TOC, sidebars, comments
    nor footers."""
    rs = random.Random(BLOG[0] + " hexo")
    kind = ("next", "butterfly", "fluid", "next")[DATE_STYLE]
    ver = {"next": rs.choice(["5.1", "5.1", "7", "7", "8"]), "butterfly": rs.choice(["3", "4", "4"]), "fluid": rs.choice(["1.8", "1.9", "1.9"])}[kind]
    years = {"5.1": [2017, 2018, 2019], "7": [2019, 2020, 2021], "8": [2021, 2022, 2023, 2024], "3": [2020, 2021], "4": [2022, 2023, 2024],
             "1.8": [2020, 2021], "1.9": [2022, 2023, 2024]}[ver]
    new = ver in ("8", "4", "1.9")
    old_lines = ver == "5.1" and rs.random() < 0.35       # hexo 3's div.line
    gutter = rs.random() < 0.85
    plain = "plain" if ver in ("5.1", "7", "3") else "plaintext"
    hljs = kind == "fluid"
    techy = rs.random() < 0.8
    spaced = rs.random() < 0.5                            # "执行 `npm i` 命令" or "执行`npm i`命令"
    numbering = rs.choice([None, None, "cn", "dot", "dun"])
    top = rs.choice(["h2", "h2", "h2", "h1"])
    sub = "h3" if top == "h2" else "h2"
    stack = rs.sample(["python", "javascript", "java", "bash", "yaml", "json", "sql", "go", "nginx", "dockerfile"], 4) if techy else ["bash", "plaintext"]
    pic = rs.choice(["jsdelivr", "own", "host", "gitee"])
    typora = rs.random() < 0.5
    handle = rs.choice(LEXICON[:1500]) + rs.choice(["", "", str(rs.randint(1, 999)), "z", "x"])
    author = rs.choice([rs.choice(ZH_SURNAMES) + rs.choice(ZH_GIVEN), handle.title(), handle, "小" + rs.choice(ZH_GIVEN)[-1], rs.choice(ZH_GIVEN) + "同学"])
    host = rs.choice(["%s.github.io" % handle, "%s.github.io" % handle, "www.%s.com" % handle, "%s.top" % handle, "blog.%s.cn" % handle,
                      "%s.gitee.io" % handle, "%s.vercel.app" % handle if new else "%s.coding.me" % handle])
    OWN_HOST[0] = host
    zh_slug = rs.random() < 0.5                           # the post's file named by its title
    lx = lambda: LEXICON[r.randrange(len(LEXICON))]
    d = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59))
    upd = d + datetime.timedelta(days=r.randint(0, 200), hours=r.randint(0, 23), minutes=r.randint(1, 59)) if r.random() < 0.5 else d
    dates = {}

    def when(x):
        """another post's date, the same wherever the page names it"""
        if x not in dates:
            g = random.Random(BLOG[0] + x)
            dates[x] = d - datetime.timedelta(days=g.randint(3, 700), hours=g.randint(0, 23), minutes=g.randint(0, 59))
        return dates[x]

    def path(x):
        """another post's permalink (":year/:month/:day/:title/"), its file
        named by its title or by the author's words"""
        dd, g = when(x), random.Random(x)
        return "/%d/%02d/%02d/%s/" % (dd.year, dd.month, dd.day, hx_pct(x) if zh_slug else "-".join(LEXICON[g.randrange(len(LEXICON))] for _ in range(g.randint(1, 3))))
    permalink = "https://%s%s" % (host, SLUG[0])
    zh_words = lambda lo, hi: "".join(word(r) for _ in range(r.randint(lo, hi)))
    cats = [rs.choice(HX_TECH) if techy and r.random() < 0.8 else r.choice(HX_CATS[cat])]
    if r.random() < 0.2:
        cats.append(rs.choice(HX_TECH))
    tags = sorted(set(r.choice(HX_TAGS) for _ in range(r.randint(0 if not techy else 1, 4))))

    # the post's blocks as the Markdown renderer writes them
    sents = cjk_sents

    def ident():
        a, b = lx(), lx()
        return r.choice(["npm install %s" % a, "%s.yml" % a, "_config.yml", "%s()" % a, "%s_%s" % (a, b), "%s.%s" % (a, b), "/etc/%s/%s.conf" % (a, b),
                         "localhost:%d" % r.randint(3000, 9000), "git push origin master", "--%s" % a, "%s.js" % a, "sudo %s" % a, "hexo s"])

    def ext_url():
        return r.choice(["https://github.com/%s/%s" % (lx(), lx()), "https://blog.csdn.net/%s/article/details/%d" % (lx(), r.randint(80000000, 139000000)),
                         "https://www.jianshu.com/p/%s" % "".join(r.choice("0123456789abcdef") for _ in range(12)), "https://zhuanlan.zhihu.com/p/%d" % r.randint(20000000, 680000000),
                         "https://hexo.io/zh-cn/docs/%s.html" % lx(), "https://docs.%s.com/%s/" % (lx(), lx())])

    def inl(p, pc=0.4, pl=0.25, pb=0.15):
        """a paragraph as it reads and as the renderer's HTML: inline code
        in a sentence, a bold sentence, a link on a few characters"""
        ss = sents(p)
        tx, hx = list(ss), [esc(s) for s in ss]
        free = list(range(len(ss)))
        if techy and r.random() < pc and free:
            k = r.choice(free)
            free.remove(k)
            s = ss[k]
            at = r.randint(1, max(1, len(s) - 2))
            tok, sp = ident(), " " if spaced else ""
            tx[k] = s[:at] + sp + tok + sp + s[at:]
            hx[k] = esc(s[:at]) + sp + "<code>%s</code>" % esc(tok) + sp + esc(s[at:])
        if r.random() < pl and free:
            k = r.choice(free)
            free.remove(k)
            s = ss[k]
            a = r.randint(0, max(0, len(s) - 7))
            z = a + r.randint(2, 6)
            while a < z and s[a] in "\uff0c\u3002\uff1f\uff01":
                a += 1
            while z > a and s[z - 1] in "\uff0c\u3002\uff1f\uff01":
                z -= 1
            if len(s) > 8 and z - a >= 2:
                u = ext_url() if r.random() < 0.75 else path(title(r))
                tgt = ' target="_blank" rel="noopener"' if u.startswith("http") and ver != "5.1" else ' target="_blank" rel="external"' if u.startswith("http") else ""
                hx[k] = esc(s[:a]) + '<a href="%s"%s>%s</a>' % (u, tgt, esc(s[a:z])) + esc(s[z:])
        if r.random() < pb and free:
            k = r.choice(free)
            hx[k] = "<strong>%s</strong>" % hx[k]
        return "".join(tx), "".join(hx)

    def heading(x, i):
        if numbering == "cn":
            return HX_NUMS[i % 10] + "\u3001" + x
        if numbering == "dot":
            return "%d. %s" % (i + 1, x)
        if numbering == "dun":
            return "%d\u3001%s" % (i + 1, x)
        return x

    n = len(body)
    paras = [inl(x) for x in body]
    blocks = []
    heads = n >= 3 and r.random() < 0.75
    if heads and r.random() < 0.3:
        blocks.append((top, "前言"))
    k0 = 1 if n < 4 else r.choice([1, 1, 2])
    blocks += [("p", p) for p in paras[:k0]]
    more = n > 1 and r.random() < 0.6
    if more:
        blocks.append(("more", None))
    slots = [len(blocks)]
    rest, sec = paras[k0:], 0
    close = heads and len(rest) > 1 and r.random() < 0.35
    while rest:
        k = r.randint(1, 3)
        last = close and len(rest) <= k
        if heads:
            blocks.append((top, heading(r.choice(HX_ENDS) if last else r.choice(HX_HEADS) if r.random() < 0.25 else title(r), sec)))
            sec += 1
        for j, p in enumerate(rest[:k]):
            if heads and j == 1 and not last and r.random() < 0.3:
                blocks.append((sub, title(r)))
            blocks.append(("p", p))
            slots.append(len(blocks))
        rest = rest[k:]
    adds = {}
    for what, p in (("code", 0.7 if techy else 0.05), ("code", 0.45 if techy else 0), ("code", 0.2 if techy else 0), ("ul", 0.35), ("ol", 0.2), ("quote", 0.2),
                    ("note", 0.2), ("table", 0.12 if techy else 0.03), ("img", 0.4)):
        if r.random() < (p if n > 1 else p / 3):
            adds.setdefault(r.choice(slots), []).append(what)
    for at in sorted(adds, reverse=True):
        new_ = []
        for what in adds[at]:
            if what == "code":
                lang = r.choice(stack)
                cap = None
                if r.random() < 0.12:
                    cap = {"python": "%s.py" % lx(), "javascript": "%s.js" % lx(), "java": "%s.java" % lx().title(), "yaml": "_config.yml", "json": "package.json",
                           "bash": "deploy.sh", "go": "main.go", "sql": "%s.sql" % lx(), "nginx": "nginx.conf", "dockerfile": "Dockerfile", "plaintext": "%s.txt" % lx()}[lang]
                new_.append(("code", (lang, hx_code(r, lang, title(r)), cap)))
            elif what in ("ul", "ol"):
                items = []
                for _ in range(r.randint(2, 6)):
                    x = sentence(r, 3, 14)
                    if r.random() < 0.6:
                        x = x[:-1]
                    if r.random() < 0.2:
                        lead = zh_words(1, 3)
                        items.append((lead + "\uff1a" + x, "<strong>%s</strong>\uff1a%s" % (esc(lead), esc(x))))
                    else:
                        items.append(inl(x, 0.25, 0.1, 0))
                new_.append((what, items))
            elif what == "quote":
                new_.append(("quote", inl(sentence(r, 8, 24) if r.random() < 0.6 else para(r, 1, 2), 0.1, 0.1, 0)))
            elif what == "note":
                new_.append(("note", (r.choice(["info", "info", "warning", "success", "danger", "primary"]), inl(sentence(r, 8, 22), 0.3, 0, 0))))
            elif what == "table":
                cols = r.randint(2, 3)
                head = r.choice([["参数", "说明", "默认值"], ["命令", "作用", "备注"], ["名称", "描述", "示例"], ["字段", "类型", "说明"]])[:cols]
                rows = [[lx()] + [r.choice([zh_words(2, 6), str(r.randint(1, 500)), "true", "false", lx()]) for _ in range(cols - 1)] for _ in range(r.randint(2, 5))]
                new_.append(("table", (head, rows)))
            else:
                stamp = d + datetime.timedelta(minutes=r.randint(-600, 600), seconds=r.randint(0, 59))
                fname = stamp.strftime("%Y%m%d%H%M%S") + ("%03d" % r.randint(0, 999) if pic != "own" else "")
                src = {"jsdelivr": "https://cdn.jsdelivr.net/gh/%s/blog-img/img/%s.png" % (handle, fname), "gitee": "https://gitee.com/%s/images/raw/master/img/%s.png" % (handle, fname),
                       "host": r.choice(["https://i.loli.net/%d/%02d/%02d/%s.png" % (stamp.year, stamp.month, stamp.day, "".join(r.choice("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(15))),
                                         "https://img-blog.csdnimg.cn/%s.png" % stamp.strftime("%Y%m%d%H%M%S")]),
                       "own": "%s%s.png" % (SLUG[0][:-5] + "/", r.choice(["image", "1", "2", lx()]))}[pic]
                alt = "image-" + stamp.strftime("%Y%m%d%H%M%S") + "%03d" % r.randint(0, 999) if typora and r.random() < 0.8 else (zh_words(1, 4) if r.random() < 0.6 else "")
                new_.append(("img", (src, alt)))
        # "执行以下命令：" before its code, at times
        if new_ and new_[0][0] == "code" and at > 0 and blocks[at - 1][0] == "p" and r.random() < 0.5:
            tx, hx = blocks[at - 1][1]
            if tx.endswith("\u3002") and hx.endswith("\u3002"):
                blocks[at - 1] = ("p", (tx[:-1] + "\uff1a", hx[:-1] + "\uff1a"))
        blocks[at:at] = new_

    # the headings' ids as the renderer makes them
    seen, toc = {}, []
    for i, (w, v) in enumerate(blocks):
        if w in ("h1", "h2", "h3"):
            s = hx_slug(v) or "undefined"
            c = seen.get(s, 0)
            seen[s] = c + 1
            hid = s if not c else "%s-%d" % (s, c)
            blocks[i] = (w, (v, hid))
            toc.append((w, v, hid))

    def figure(lang, lines, cap):
        name = plain if lang == "plaintext" else lang
        pre = "hljs-" if hljs else ""
        code = [hx_hljs(lang, x, pre) for x in lines]
        if old_lines:
            nums = "".join('<div class="line">%d</div>' % (k + 1) for k in range(len(lines)))
            src = "".join('<div class="line">%s</div>' % x for x in code)
        else:
            nums = "".join('<span class="line">%d</span><br>' % (k + 1) for k in range(len(lines)))
            src = "".join(x + "<br>" for x in code) if hljs else "".join('<span class="line">%s</span><br>' % x for x in code)
        if hljs:
            src = '<pre><code class="hljs %s">%s</code></pre>' % (name, src)
        else:
            src = "<pre>%s</pre>" % src
        return '<figure class="highlight %s">%s<table><tr>%s<td class="code">%s</td></tr></table></figure>' % (
            name, "<figcaption><span>%s</span></figcaption>" % esc(cap) if cap else "", '<td class="gutter"><pre>%s</pre></td>' % nums if gutter else "", src)

    def render(w, v):
        """a block's HTML in the theme and its lines of the truth"""
        if w == "p":
            return "<p>%s</p>" % v[1], [v[0]]
        if w == "more":
            return '<span id="more"></span>' if ver != "5.1" else '<a id="more"></a>', []
        if w in ("h1", "h2", "h3"):
            return '<%s id="%s"><a href="#%s" class="headerlink" title="%s"></a>%s</%s>' % (w, esc(v[1]), esc(v[1]), esc(v[0]), esc(v[0]), w), [v[0]]
        if w in ("ul", "ol"):
            return "<%s>\n%s</%s>" % (w, "".join("<li>%s</li>\n" % h for _, h in v), w), [x for x, _ in v]
        if w == "quote":
            return "<blockquote>\n<p>%s</p>\n</blockquote>" % v[1], [v[0]]
        if w == "note":
            cls, (x, h) = v
            box = {"next": "note %s" % cls, "butterfly": "note %s flat" % cls, "fluid": "note note-%s" % cls}[kind]
            return '<div class="%s"><p>%s</p>\n</div>' % (box, h), [x]
        if w == "code":
            return figure(*v), [x for x in v[1] if x.strip()]
        if w == "table":
            head, rows = v
            h = "<table>\n<thead>\n<tr>\n%s</tr>\n</thead>\n<tbody>%s</tbody>\n</table>" % ("".join("<th>%s</th>\n" % esc(c) for c in head),
                                                                                       "".join("<tr>\n%s</tr>\n" % "".join("<td>%s</td>\n" % esc(c) for c in x) for x in rows))
            if kind == "next" and ver != "5.1":
                h = '<div class="table-container">%s</div>' % h
            return h, [" ".join(x) for x in [head] + rows]
        src, alt = v
        if kind == "fluid":
            img = ('<img src="%s" srcset="/img/loading.gif" lazyload alt="%s">' if new else '<img src="/img/loading.gif" data-src="%s" alt="%s">') % (src, esc(alt))
        elif kind == "butterfly" and lazy:
            img = '<img src="/img/loading.gif" data-lazy-src="%s" alt="%s">' % (src, esc(alt))
        else:
            img = '<img src="%s" alt="%s">' % (src, esc(alt))
        return "<p>%s</p>" % img, []
    lazy = rs.random() < 0.6
    parts, story = [], []
    for b in blocks:
        h, lines = render(*b)
        parts.append(h)
        story.extend(lines)
    content = "\n".join(parts)
    STORY[:] = story
    chars = sum(len(x) for x in story)
    count = "%.1fk" % (chars / 1000.0) if chars >= 1000 else str(chars)
    mins = max(1, (chars + 299) // 300)
    # the front matter's description: the feed's, shown under NexT's title
    desc = sentence(r, 10, 26) if r.random() < 0.2 else None
    if desc:
        DESC.append(desc)
        if kind == "next":
            TEASER.append(desc)
    elif more:
        DESC.append("\n".join(parts[:parts.index('<span id="more"></span>' if ver != "5.1" else '<a id="more"></a>')]))
    else:
        short = content[:140]
        cut = short.rfind(" ")
        DESC.append(short[:cut] if cut > -1 else short)
    others = [title(r) for _ in range(8)]
    prev = others[0] if r.random() < 0.9 else None
    nxt = others[1] if r.random() < 0.9 else None
    if prev:   # Hexo's prev: the newer post
        dates[prev] = d + datetime.timedelta(days=r.randint(1, 60), hours=r.randint(0, 23), minutes=r.randint(0, 59))
    long_ = lambda x: [y for y in x if len(y) >= 8]
    EXTRAS.extend(long_([x for x in (prev, nxt) if x]))
    s = {"t": t, "kind": kind, "ver": ver, "new": new, "d": d, "upd": upd, "author": author, "handle": handle, "host": host, "permalink": permalink,
         "cats": cats, "tags": tags, "toc": toc, "content": content, "count": count, "mins": mins, "desc": desc, "prev": prev, "nxt": nxt,
         "others": others, "when": when, "path": path, "long": long_, "chars": chars}
    if kind == "next":
        return hx_next(r, rs, s)
    if kind == "butterfly":
        return hx_butterfly(r, rs, s)
    return hx_fluid(r, rs, s)


def hx_toc(toc, cls, enc, num):
    """Hexo's toc() helper over the headings: nested ols of links to the
    ids (encoded from Hexo 5), numbered "1." and "1.1." when asked."""
    if not toc:
        return ""
    lv = lambda w: int(w[1])
    base = min(lv(w) for w, _, _ in toc)
    out, stack, nums = [], [], []
    for w, txt, hid in toc:
        level = lv(w) - base
        while len(stack) > level + 1:
            out.append("</li></ol>")
            stack.pop()
            nums.pop()
        if len(stack) == level + 1:
            out.append("</li>")
            nums[-1] += 1
        else:
            while len(stack) < level + 1:
                out.append('<ol class="%s-child">' % cls if stack else "")
                stack.append(w)
                nums.append(1)
        number = '<span class="%s-number">%s.</span> ' % (cls, ".".join(str(x) for x in nums)) if num else ""
        out.append('<li class="%s-item %s-level-%s"><a class="%s-link" href="#%s">%s<span class="%s-text">%s</span></a>' % (
            cls, cls, w[1], cls, hx_pct(hid) if enc else esc(hid), number, cls, esc(txt)))
    out.append("</li>" + "</ol></li>" * (len(stack) - 1))
    return "".join(out)


HX_REWARD = ["坚持原创技术分享，您的支持将鼓励我继续创作！", "坚持原创技术分享，您的支持将鼓励我继续创作！", "请我喝杯咖啡吧~", "如果觉得文章对你有帮助，可以请我喝杯咖啡~",
             "您的支持将鼓励我继续创作！", "原创不易，打赏随意"]
HX_SUBTITLE = ["记录学习的点滴", "好记性不如烂笔头", "不积跬步，无以至千里", "Stay hungry, stay foolish.", "一个程序员的自我修养", "生活不止眼前的苟且",
               "Talk is cheap. Show me the code.", "永远年轻，永远热泪盈眶"]


def hx_next(r, rs, s):
    """NexT's page around the post, 5.1, 7 or 8 (see hexo())."""
    ver, d, upd, t = s["ver"], s["d"], s["upd"], s["t"]
    v5, v8 = ver == "5.1", ver == "8"
    blog = BLOG[0]
    scheme = rs.choice(["Muse", "Mist", "Pisces", "Gemini", "Gemini"])
    fa = (lambda x: "fa fa-" + x) if not v8 else (lambda x: x)
    comment = rs.choice(["valine", "valine", "gitalk", "livere", None])
    visitors = comment == "valine" and rs.random() < 0.7
    busuanzi = not visitors and rs.random() < 0.6
    end_tag = rs.random() < 0.75
    reward = rs.random() < 0.6
    reward_text = rs.choice(HX_REWARD)
    copyright_ = rs.random() < 0.75
    subscriber = v5 and rs.random() < 0.25
    share = v5 and rs.random() < 0.25
    related = not v5 and rs.random() < 0.3
    toc_num = rs.random() < 0.75
    tag_icon = rs.random() < 0.4
    subtitle = rs.choice(HX_SUBTITLE + [""])
    site_desc = rs.choice(HX_SUBTITLE + [sentence(rs, 5, 12)])
    path = s["path"]
    url = SLUG[0]
    iso = lambda x: x.strftime("%Y-%m-%dT%H:%M:%S") + "+08:00"
    ymd = lambda x: x.strftime("%Y-%m-%d")
    full = lambda x: x.strftime("%Y-%m-%d %H:%M:%S")
    # the header
    menu = [("home", "/", "首页", "home"), ("archives", "/archives/", "归档", "archive"), ("categories", "/categories/", "分类", "th"), ("tags", "/tags/", "标签", "tags")]
    if rs.random() < 0.7:
        menu.append(("about", "/about/", "关于", "user"))
    if v5:
        header = ('<header id="header" class="header" itemscope itemtype="http://schema.org/WPHeader">\n      <div class="header-inner"><div class="site-brand-wrapper">\n  <div class="site-meta ">\n'
                  '    <div class="custom-logo-site-title">\n      <a href="/" class="brand" rel="start">\n        <span class="logo-line-before"><i></i></span>\n        <span class="site-title">%s</span>\n'
                  '        <span class="logo-line-after"><i></i></span>\n      </a>\n    </div>\n      <p class="site-subtitle">%s</p>\n  </div>\n\n  <div class="site-nav-toggle">\n    <button>\n'
                  '      <span class="btn-bar"></span>\n      <span class="btn-bar"></span>\n      <span class="btn-bar"></span>\n    </button>\n  </div>\n</div>\n\n<nav class="site-nav">\n    <ul id="menu" class="menu">\n%s'
                  '        <li class="menu-item menu-item-search">\n            <a href="javascript:;" class="popup-trigger">\n              <i class="menu-item-icon fa fa-search fa-fw"></i> <br />\n              搜索\n            </a>\n          </li>\n'
                  '    </ul>\n    <div class="site-search">\n      <div class="popup search-popup local-search-popup">\n  <div class="local-search-header clearfix">\n    <span class="search-icon">\n      <i class="fa fa-search"></i>\n    </span>\n'
                  '    <span class="popup-btn-close">\n      <i class="fa fa-times-circle"></i>\n    </span>\n    <div class="local-search-input-wrapper">\n'
                  '      <input autocomplete="off"\n             placeholder="搜索..." spellcheck="false"\n             type="text" id="local-search-input">\n    </div>\n  </div>\n  <div id="local-search-result"></div>\n</div>\n'
                  '    </div>\n</nav>\n</div>\n    </header>') % (esc(blog), esc(subtitle), "".join(
                      '        <li class="menu-item menu-item-%s">\n          <a href="%s" rel="section">\n              <i class="menu-item-icon fa fa-fw fa-%s"></i> <br />\n            \n            %s\n          </a>\n        </li>\n'
                      % (k, u, ic, lab) for k, u, lab, ic in menu))
    else:
        header = ('<header class="header" itemscope itemtype="http://schema.org/WPHeader">\n    %s<div class="site-brand-container">\n  <div class="site-nav-toggle">\n'
                  '    <div class="toggle" aria-label="切换导航栏"%s>\n      <span class="toggle-line%s"></span>\n      <span class="toggle-line%s"></span>\n      <span class="toggle-line%s"></span>\n    </div>\n  </div>\n\n'
                  '  <div class="site-meta">\n\n    <a href="/" class="brand" rel="start">\n      <span class="logo-line%s"></span>\n      <%s class="site-title">%s</%s>\n      <span class="logo-line%s"></span>\n    </a>\n'
                  '      <p class="site-subtitle" itemprop="description">%s</p>\n  </div>\n\n  <div class="site-nav-right">\n    <div class="toggle popup-trigger"%s>\n        <i class="fa fa-search fa-fw fa-lg"></i>\n    </div>\n  </div>\n</div>\n\n'
                  '<nav class="site-nav">\n  <ul class="main-menu menu">\n%s        <li class="menu-item menu-item-search">\n        <a role="button" class="popup-trigger"><i class="fa fa-search fa-fw"></i>搜索\n        </a>\n      </li>\n  </ul>\n</nav>\n\n\n\n'
                  '  <div class="search-pop-overlay">\n    <div class="popup search-popup">\n      <div class="search-header">\n  <span class="search-icon">\n    <i class="fa fa-search"></i>\n  </span>\n'
                  '  <div class="search-input-container">\n    <input autocomplete="off" autocapitalize="off" maxlength="80"\n           placeholder="搜索..." spellcheck="false"\n           type="search" class="search-input">\n  </div>\n'
                  '  <span class="popup-btn-close" role="button">\n    <i class="fa fa-times-circle"></i>\n  </span>\n</div>\n<div class="search-result-container no-result">\n  <div class="search-result-icon">\n'
                  '    <i class="fa fa-spinner fa-pulse fa-5x"></i>\n  </div>\n</div>\n\n    </div>\n  </div>\n%s</header>') % (
            '<div class="header-inner">' if not v8 else "", ' role="button"' if v8 else "", " toggle-line-first" if not v8 else "", " toggle-line-middle" if not v8 else "", " toggle-line-last" if not v8 else "",
            "-before" if not v8 else "", "h1" if not v8 else "p", esc(blog), "h1" if not v8 else "p", "-after" if not v8 else "", esc(subtitle), ' aria-label="搜索" role="button"' if v8 else "",
            "".join('        <li class="menu-item menu-item-%s"><a href="%s" rel="section"><i class="fa fa-%s fa-fw"></i>%s</a></li>\n' % (k, u, ic, lab) for k, u, lab, ic in menu),
            "</div>" if not v8 else "")
    # the post's header
    items = []
    created_title = "创建于" if v5 else "创建时间：" + full(d)
    if v5:
        meta = ('          <span class="post-time">\n              <span class="post-meta-item-icon">\n                <i class="fa fa-calendar-o"></i>\n              </span>\n'
                '                <span class="post-meta-item-text">发表于</span>\n              <time title="创建于" itemprop="dateCreated datePublished" datetime="%s">\n                %s\n              </time>\n'
                '          </span>\n') % (iso(d), ymd(d))
        meta += ('            <span class="post-category" >\n              <span class="post-meta-divider">|</span>\n              <span class="post-meta-item-icon">\n                <i class="fa fa-folder-o"></i>\n              </span>\n'
                 '                <span class="post-meta-item-text">分类于</span>\n%s            </span>\n') % "，".join(
            '                <span itemprop="about" itemscope itemtype="http://schema.org/Thing">\n                  <a href="/categories/%s/" itemprop="url" rel="index">\n                    <span itemprop="name">%s</span>\n                  </a>\n                </span>\n'
            % (hx_pct(c), esc(c)) for c in s["cats"])
        if comment == "valine":
            meta += ('              <span class="post-comments-count">\n                <span class="post-meta-divider">|</span>\n                <span class="post-meta-item-icon">\n                  <i class="fa fa-comment-o"></i>\n                </span>\n'
                     '                <a href="%s#comments" itemprop="discussionUrl">\n                  <span class="post-comments-count valine-comment-count" data-xid="%s" itemprop="commentCount"></span>\n                </a>\n              </span>\n') % (url, url)
        if visitors:
            meta += ('             <span id="%s" class="leancloud_visitors" data-flag-title="%s">\n               <span class="post-meta-divider">|</span>\n               <span class="post-meta-item-icon">\n                 <i class="fa fa-eye"></i>\n               </span>\n'
                     '                 <span class="post-meta-item-text">阅读次数&#58;</span>\n                 <span class="leancloud-visitors-count"></span>\n             </span>\n') % (url, esc(t))
        if busuanzi:
            meta += ('            <span class="post-meta-divider">|</span>\n            <span class="page-pv"><i class="fa fa-file-o"></i> 阅读次数\n            <span class="busuanzi-value" id="busuanzi_value_page_pv" ></span>次\n            </span>\n')
        meta += ('            <div class="post-wordcount">\n                <span class="post-meta-item-icon">\n                  <i class="fa fa-file-word-o"></i>\n                </span>\n                  <span class="post-meta-item-text">字数统计&#58;</span>\n'
                 '                <span title="字数统计">\n                  %s\n                </span>\n                <span class="post-meta-divider">|</span>\n                <span class="post-meta-item-icon">\n                  <i class="fa fa-clock-o"></i>\n                </span>\n'
                 '                  <span class="post-meta-item-text">阅读时长 &asymp;</span>\n                <span title="阅读时长">\n                  %d 分钟\n                </span>\n            </div>\n') % (
            "{:,}".format(s["chars"]) if rs.random() < 0.5 else s["count"], s["mins"])
    else:
        def item(icon, label, inner, extra=""):
            return ('            <span class="post-meta-item"%s>\n              <span class="post-meta-item-icon">\n                <i class="%s"></i>\n              </span>\n              <span class="post-meta-item-text">%s</span>\n%s            </span>\n'
                    % (extra, icon, label, inner))
        meta = item(fa("calendar-o") if not v8 else "far fa-calendar", "发表于", '\n              <time title="%s" itemprop="dateCreated datePublished" datetime="%s">%s</time>\n' % (created_title, iso(d), ymd(d)))
        if upd.date() != d.date():
            meta += item(fa("calendar-check-o") if not v8 else "far fa-calendar-check", "更新于",
                         '              <time title="修改时间：%s" itemprop="dateModified" datetime="%s">%s</time>\n' % (full(upd), iso(upd), ymd(upd)))
        meta += item(fa("folder-o") if not v8 else "far fa-folder", "分类于", "".join(
            '                <span itemprop="about" itemscope itemtype="http://schema.org/Thing">\n                  <a href="/categories/%s/" itemprop="url" rel="index"><span itemprop="name">%s</span></a>\n                </span>\n'
            % (hx_pct(c), esc(c)) for c in s["cats"]))
        if comment == "valine":
            meta += item(fa("comment-o") if not v8 else "far fa-comment", "评论数：" if not v8 else "Valine：",
                         '                <a title="valine" href="%s#valine-comments" itemprop="discussionUrl">\n                  <span class="post-comments-count valine-comment-count" data-xid="%s" itemprop="commentCount"></span>\n                </a>\n' % (url, url))
        if visitors:
            meta = meta + ('            <span id="%s" class="post-meta-item leancloud_visitors" data-flag-title="%s" title="阅读次数">\n              <span class="post-meta-item-icon">\n                <i class="fa fa-eye"></i>\n              </span>\n'
                           '              <span class="post-meta-item-text">阅读次数：</span>\n              <span class="leancloud-visitors-count"></span>\n            </span>\n') % (url, esc(t))
        if busuanzi:
            meta += item("fa fa-eye", "阅读次数：", '              <span id="busuanzi_value_page_pv"></span>\n', ' title="阅读次数" id="busuanzi_container_page_pv" style="display: none;"')
        meta += "            <br>\n" if rs.random() < 0.5 else ""
        meta += item(fa("file-word-o") if not v8 else "far fa-file-word", "本文字数：", "              <span>%s</span>\n" % s["count"], ' title="本文字数"')
        meta += item(fa("clock-o") if not v8 else "far fa-clock", "阅读时长 &asymp;", "              <span>%d 分钟</span>\n" % s["mins"], ' title="阅读时长"')
    if s["desc"]:
        meta += '            <div class="post-description">%s</div>\n' % esc(s["desc"])
    hidden = ('    <link itemprop="mainEntityOfPage" href="%s">\n\n    <span hidden itemprop="author" itemscope itemtype="http://schema.org/Person">\n      <meta itemprop="image" content="/images/avatar.%s">\n'
              '      <meta itemprop="name" content="%s">\n      <meta itemprop="description" content="%s">\n    </span>\n\n    <span hidden itemprop="publisher" itemscope itemtype="http://schema.org/Organization">\n'
              '      <meta itemprop="name" content="%s">\n    </span>\n') % (s["permalink"], rs.choice(["gif", "jpg", "png"]), esc(s["author"]), esc(site_desc), esc(blog))
    head = ('      <header class="post-header">\n\n        <h1 class="post-title" itemprop="name headline">%s</h1>\n\n        <div class="post-meta%s">\n%s        </div>\n      </header>\n') % (
        esc(t), "", meta)
    # after the body
    after = ""
    if related:
        rel = s["others"][2:2 + rs.randint(3, 5)]
        EXTRAS.extend(s["long"](rel))
        EXTRAS.append("相关文章")
        after += ('\n      <div class="popular-posts-header">相关文章</div>\n      <ul class="popular-posts">\n%s      </ul>\n') % "".join(
            '        <li class="popular-posts-item">\n          <div class="popular-posts-title"><a href="%s" rel="bookmark">%s</a></div>\n        </li>\n' % (path(x), esc(x)) for x in rel)
    if end_tag:
        EXTRAS.append("本文结束")
        after += ('\n    <div>\n      <div>\n    \n        <div style="text-align:center;color: #ccc;font-size:14px;">-------------本文结束<i class="fa fa-%s"></i>感谢您的阅读-------------</div>\n    \n</div>\n    </div>\n'
                  % rs.choice(["paw", "paw", "heart", "heart-o", "coffee"]))
    if subscriber:
        EXTRAS.append("欢迎您扫一扫上面的微信公众号，订阅我的博客！")
        after += ('\n      <div>\n        <div id="wechat_subscriber" style="display: block; padding: 10px 0; margin: 20px auto; width: 100%%; text-align: center">\n'
                  '    <img id="wechat_subscriber_qcode" src="/uploads/wechat-qcode.jpg" alt="%s wechat" style="width: 200px; max-width: 100%%;"/>\n    <div>欢迎您扫一扫上面的微信公众号，订阅我的博客！</div>\n</div>\n\n      </div>\n') % esc(s["author"])
    if reward:
        EXTRAS.append(reward_text)
        pays = [("wechatpay", "微信支付"), ("alipay", "支付宝")] if rs.random() < 0.8 else [("wechatpay", "微信支付")]
        if v5:
            after += ('\n      <div>\n        <div style="padding: 10px 0; margin: 20px auto; width: 90%%; text-align: center;">\n  <div>%s</div>\n'
                      '  <button id="rewardButton" disable="enable" onclick="var qr = document.getElementById(\'QR\'); if (qr.style.display === \'none\') {qr.style.display=\'block\';} else {qr.style.display=\'none\'}">\n'
                      '    <span>打赏</span>\n  </button>\n  <div id="QR" style="display: none;">\n%s  </div>\n</div>\n\n      </div>\n') % (esc(reward_text), "".join(
                '      <div id="%s" style="display: inline-block">\n        <img id="%s_qr" src="/images/%s.jpg" alt="%s %s"/>\n        <p>%s</p>\n      </div>\n'
                % (k.replace("pay", "") if k == "wechatpay" else k, k.replace("pay", "") if k == "wechatpay" else k, k, esc(s["author"]), lab, lab) for k, lab in pays))
        elif not v8:
            after += ('\n      <div>\n        <div class="reward-container">\n  <div>%s</div>\n  <button onclick="var qr = document.getElementById(\'qr\'); qr.style.display = (qr.style.display === \'none\') ? \'block\' : \'none\';">\n'
                      '    打赏\n  </button>\n  <div id="qr" style="display: none;">\n%s  </div>\n</div>\n\n      </div>\n') % (esc(reward_text), "".join(
                '      <div style="display: inline-block;">\n        <img src="/images/%s.png" alt="%s %s">\n        <p>%s</p>\n      </div>\n' % (k, esc(s["author"]), lab, lab) for k, lab in pays))
        else:
            after += ('\n<div class="reward-container">\n  <div>%s</div>\n  <button onclick="document.getElementById(\'post-reward\').classList.toggle(\'active\');">\n    打赏\n  </button>\n  <div id="post-reward">\n%s  </div>\n</div>\n') % (
                esc(reward_text), "".join('      <div>\n        <img src="/images/%s.png" alt="%s %s">\n        <p>%s</p>\n      </div>\n' % (k, esc(s["author"]), lab, lab) for k, lab in pays))
    if copyright_:
        EXTRAS.append("本博客所有文章除特别声明外")
        link = '<a href="%s" title="%s">%s</a>' % (s["permalink"], esc(t), s["permalink"])
        if v5:
            lic = '本博客所有文章除特别声明外，均采用 <a href="https://creativecommons.org/licenses/by-nc-sa/3.0/" rel="external nofollow" target="_blank">CC BY-NC-SA 3.0</a> 许可协议。转载请注明出处！'
        else:
            lic = '本博客所有文章除特别声明外，均采用 <a href="https://creativecommons.org/licenses/by-nc-sa/4.0/%s" rel="noopener" target="_blank"><i class="fab fa-fw fa-creative-commons"></i>BY-NC-SA</a> 许可协议。转载请注明出处！' % (
                "deed.zh" if v8 else "zh-CN")
        ul = ('<ul class="post-copyright">\n  <li class="post-copyright-author">\n    <strong>本文作者：</strong>\n    %s\n  </li>\n  <li class="post-copyright-link">\n    <strong>本文链接：</strong>\n    %s\n  </li>\n'
              '  <li class="post-copyright-license">\n    <strong>版权声明： </strong>\n    %s\n  </li>\n</ul>\n') % (esc(s["author"]), link, lic)
        after += ('\n      <div>\n        %s\n      </div>\n' % ul) if not v8 else '\n<div class="post-copyright">\n%s</div>\n' % ul.replace(' class="post-copyright"', "")
    tags = "".join('            <a href="/tags/%s/" rel="tag">%s %s</a>\n' % (hx_pct(x), '<i class="fa fa-tag"></i>' if tag_icon else "#", esc(x)) for x in s["tags"])
    tags = '          <div class="post-tags">\n%s          </div>\n' % tags if s["tags"] else ""
    prev, nxt = s["prev"], s["nxt"]
    if v5:
        nav = ('        <div class="post-nav">\n          <div class="post-nav-next post-nav-item">\n%s          </div>\n\n          <span class="post-nav-divider"></span>\n\n'
               '          <div class="post-nav-prev post-nav-item">\n%s          </div>\n        </div>\n') % (
            '              <a href="%s" rel="next" title="%s">\n                <i class="fa fa-chevron-left"></i> %s\n              </a>\n' % (path(nxt), esc(nxt), esc(nxt)) if nxt else "",
            '              <a href="%s" rel="prev" title="%s">\n                %s <i class="fa fa-chevron-right"></i>\n              </a>\n' % (path(prev), esc(prev), esc(prev)) if prev else "")
    else:
        nav = ('        <div class="post-nav">\n          <div class="post-nav-item">\n%s          </div>\n          <div class="post-nav-item">\n%s          </div>\n        </div>\n') % (
            '    <a href="%s" rel="prev" title="%s">\n      <i class="fa fa-chevron-left"></i> %s\n    </a>\n' % (path(prev), esc(prev), esc(prev)) if prev else "",
            '    <a href="%s" rel="next" title="%s">\n      %s <i class="fa fa-chevron-right"></i>\n    </a>\n' % (path(nxt), esc(nxt), esc(nxt)) if nxt else "")
    footer = '      <footer class="post-footer">\n%s\n%s%s      </footer>\n' % (tags, nav, "" if not v5 else "\n")
    body = '    <div class="post-body%s" itemprop="articleBody">\n\n      \n      \n\n      \n        %s\n      \n    </div>\n' % (" han-init-context" if v5 and rs.random() < 0.3 else "", s["content"])
    if v8:
        post = ('<article itemscope itemtype="http://schema.org/Article" class="post-block" lang="zh-CN">\n%s\n%s\n    %s\n%s%s  </article>\n') % (hidden, head, body, after, footer)
    else:
        post = ('  <article class="post post-type-normal" itemscope itemtype="http://schema.org/Article">\n  \n  \n  \n  <div class="post-block">\n%s\n%s\n    \n    %s\n    \n    \n    \n%s%s  </div>\n  \n  \n  \n  </article>\n') % (
            hidden, head, body, after, footer)
    spread = ""
    if share:
        EXTRAS.append("分享到：")
        spread = ('<div class="post-spread">\n      \n        <!-- JiaThis Button BEGIN -->\n<div class="jiathis_style">\n<span class="jiathis_txt">分享到：</span>\n<a class="jiathis_button_fav">收藏夹</a>\n'
                  '<a class="jiathis_button_copy">复制网址</a>\n<a class="jiathis_button_email">邮件</a>\n<a class="jiathis_button_weixin">微信</a>\n<a class="jiathis_button_qzone">QQ空间</a>\n'
                  '<a class="jiathis_button_tqq">腾讯微博</a>\n<a class="jiathis_button_douban">豆瓣</a>\n<a class="jiathis_button_share">一键分享</a>\n\n'
                  '<a href="http://www.jiathis.com/share?uid=%d" class="jiathis jiathis_txt jiathis_separator jtico jtico_jiathis" target="_blank">更多</a>\n<a class="jiathis_counter_style"></a>\n</div>\n'
                  '<script type="text/javascript" >\nvar jiathis_config={\n  data_track_clickback:true,\n  summary:"",\n  shortUrl:false,\n  hideMore:false\n  }\n</script>\n'
                  '<script type="text/javascript" src="http://v3.jiathis.com/code/jia.js?uid=%d" charset="utf-8"></script>\n<!-- JiaThis Button END -->\n\n      \n    </div>\n') % ((rs.randint(1000000, 2999999),) * 2)
    appid = "".join(rs.choice("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(24)) + "-gzGzoHsz"
    if comment == "valine":
        box = '<div class="comments" id="%s"></div>' % ("comments" if v5 else "valine-comments")
        script = ("<script>\n  new Valine({\n    el: '#%s',\n    verify: false,\n    notify: false,\n    appId: '%s',\n    appKey: '%s',\n    placeholder: '%s',\n    avatar: '%s',\n"
                  "    guest_info: ['nick','mail','link'],\n    pageSize: '10' || 10,\n    visitor: %s\n  });\n</script>") % (
            "comments" if v5 else "valine-comments", appid, "".join(rs.choice("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(24)),
            rs.choice(["Just go go", "说点什么吧~", "欢迎留言交流~", "ヾﾉ≧∀≦)o来啊，快活啊!"]), rs.choice(["mm", "retro", "monsterid", "wavatar"]), "true" if visitors else "false")
    elif comment == "gitalk":
        box = ('<div class="comments" id="comments"><div id="gitalk-container"></div></div>' if v5 else '<div class="comments gitalk-container"></div>' if v8 else
               '<div class="comments" id="gitalk-container"></div>')
        script = ("<script>\n  var gitalk = new Gitalk({\n    clientID    : '%s',\n    clientSecret: '%s',\n    repo        : '%s.github.io',\n    owner       : '%s',\n    admin       : ['%s'],\n"
                  "    id          : '%s',\n    language    : 'zh-CN',\n    distractionFreeMode: false\n  });\n  gitalk.render('gitalk-container');\n</script>") % (
            "".join(rs.choice("0123456789abcdef") for _ in range(20)), "".join(rs.choice("0123456789abcdef") for _ in range(40)), s["handle"], s["handle"], s["handle"], "".join(r.choice("0123456789abcdef") for _ in range(32)))
    elif comment == "livere":
        box = '<div class="comments" id="comments">\n      <div id="lv-container" data-id="city" data-uid="%s"></div>\n    </div>' % "".join(rs.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40))
        script = ""
    else:
        box, script = "", ""
    # the sidebar: the post's TOC and the site's overview
    toc = hx_toc(s["toc"], "nav", v8, toc_num)
    counts = (rs.randint(12, 240), rs.randint(3, 15), rs.randint(10, 90))
    links = [("GitHub", "https://github.com/%s" % s["handle"], "github"), ("E-Mail", "mailto:%s@%s" % (s["handle"], rs.choice(["163.com", "qq.com", "gmail.com", "foxmail.com"])), "envelope")]
    if rs.random() < 0.5:
        links.append(rs.choice([("知乎", "https://www.zhihu.com/people/%s" % s["handle"], "book"), ("CSDN", "https://blog.csdn.net/%s" % s["handle"], "copyright"),
                                ("微博", "https://weibo.com/%s" % s["handle"], "weibo")]))
    blogroll = [title(rs) for _ in range(rs.randint(0, 4))]
    EXTRAS.extend(s["long"](blogroll))
    if site_desc not in HX_SUBTITLE:
        EXTRAS.append(site_desc)
    author_box = ('<div class="site-author%s" itemprop="author" itemscope itemtype="http://schema.org/Person">\n    <img class="site-author-image" itemprop="image" alt="%s"\n      src="/images/avatar.%s">\n'
                  '  <p class="site-author-name" itemprop="name">%s</p>\n  <%s class="site-description" itemprop="description">%s</%s>\n</div>\n') % (
        " motion-element" if not v8 else " animated", esc(s["author"]), rs.choice(["gif", "jpg", "png"]), esc(s["author"]), "p" if v5 else "div", esc(site_desc), "p" if v5 else "div")
    state = ('<nav class="site-state%s">\n%s</nav>\n') % (" motion-element" if v5 else "", "".join(
        '    <div class="site-state-item site-state-%s">\n        <a href="/%s/">\n          <span class="site-state-item-count">%d</span>\n          <span class="site-state-item-name">%s</span>\n        </a>\n    </div>\n'
        % (k, u, c, lab) for (k, u, lab), c in zip((("posts", "archives", "日志"), ("categories", "categories", "分类"), ("tags", "tags", "标签")), counts)))
    if not v5:
        state = '<div class="site-state-wrap%s">\n  %s</div>\n' % (" motion-element" if not v8 else " animated", state)
    author_links = '<div class="links-of-author%s">\n%s</div>\n' % (" motion-element" if not v8 else " animated", "".join(
        '      <span class="links-of-author-item">\n        <a href="%s" title="%s → %s" rel="noopener" target="_blank"><i class="%s"></i>%s</a>\n      </span>\n' % (
            u, lab, u, ("fa fa-fw fa-%s" if not v8 else "fa%s fa-%s fa-fw" % ("" if ic == "envelope" else "b", "%s")) % ic, lab) for lab, u, ic in links))
    roll = ('<div class="links-of-blogroll%s">\n  <div class="links-of-blogroll-title"><i class="fa fa-fw fa-link"></i>\n    友情链接\n  </div>\n  <ul class="links-of-blogroll-list">\n%s  </ul>\n</div>\n') % (
        " motion-element" if not v8 else " animated", "".join('      <li class="links-of-blogroll-item">\n        <a href="https://%s.github.io/" title="https://%s.github.io/" rel="noopener" target="_blank">%s</a>\n      </li>\n'
                                                              % (u, u, esc(x)) for u, x in ((LEXICON[rs.randrange(1500)], x) for x in blogroll))) if blogroll else ""
    if v5:
        side = ('<aside id="sidebar" class="sidebar">\n    <div class="sidebar-inner">\n\n      <ul class="sidebar-nav motion-element">\n'
                '          <li class="sidebar-nav-toc%s" data-target="post-toc-wrap">\n            文章目录\n          </li>\n          <li class="sidebar-nav-overview%s" data-target="site-overview-wrap">\n            站点概览\n          </li>\n        </ul>\n\n'
                '      <section class="site-overview-wrap sidebar-panel%s">\n        <div class="site-overview">\n          %s\n          %s\n          %s\n          %s\n        </div>\n      </section>\n\n'
                '      %s\n\n    </div>\n  </aside>\n') % (
            " sidebar-nav-active" if toc else "", "" if toc else " sidebar-nav-active", "" if toc else " sidebar-panel-active", author_box, state, author_links, roll,
            ('<!--noindex-->\n        <section class="post-toc-wrap motion-element sidebar-panel sidebar-panel-active">\n          <div class="post-toc">\n\n            \n              \n            \n\n'
             '            \n              <div class="post-toc-content"><ol class="nav">%s</ol></div>\n            \n\n          </div>\n        </section>\n      <!--/noindex-->' % toc) if toc else "")
    else:
        side = ('<aside class="sidebar">\n    <div class="sidebar-inner%s">\n\n      <ul class="sidebar-nav%s">\n        <li class="sidebar-nav-toc">\n          文章目录\n        </li>\n        <li class="sidebar-nav-overview">\n          站点概览\n        </li>\n      </ul>\n\n'
                '      %s<!--noindex-->\n      <div class="post-toc-wrap sidebar-panel">\n          <div class="post-toc%s">%s</div>\n      </div>\n      <!--/noindex-->\n\n'
                '      <div class="site-overview-wrap sidebar-panel">\n        %s\n        %s\n        %s\n        %s\n      </div>\n      %s\n    </div>\n  </aside>\n') % (
            " sidebar-nav-active sidebar-toc-active" if toc else " sidebar-overview-active", " motion-element" if not v8 else "", '<div class="sidebar-panel-container">\n      ' if v8 else "",
            " motion-element" if not v8 else " animated", '<ol class="nav">%s</ol>' % toc if toc else "", author_box, state, author_links, roll, "</div>" if v8 else "")
        if not v8:
            side = '<div class="toggle sidebar-toggle">\n        <span class="toggle-line toggle-line-first"></span>\n        <span class="toggle-line toggle-line-middle"></span>\n        <span class="toggle-line toggle-line-last"></span>\n      </div>\n\n    ' + side + '<div id="sidebar-dimmer"></div>\n'
    since = max(2015, d.year - rs.randint(0, 3))
    beian = rs.random() < 0.35
    icp = "%s ICP备%d号%s" % (rs.choice(["京", "沪", "粤", "浙", "苏", "蜀", "鄂", "湘", "豫"]), rs.randint(15000000, 2024099999), rs.choice(["", "-1", "-2"]))
    powered = ('<div class="powered-by">由 <a class="theme-link" target="_blank" href="https://hexo.io">Hexo</a> 强力驱动</div>\n\n  <span class="post-meta-divider">|</span>\n\n'
               '  <div class="theme-info">主题 &mdash; <a class="theme-link" target="_blank" href="https://github.com/iissnan/hexo-theme-next">NexT.%s</a> v5.1.%d</div>\n' % (scheme, rs.randint(2, 4)) if v5 else
               '<div class="powered-by">由 <a href="https://hexo.io/" class="theme-link" rel="noopener" target="_blank">Hexo</a> & <a href="https://%s/" class="theme-link" rel="noopener" target="_blank">NexT.%s</a> 强力驱动\n  </div>\n'
               % ("theme-next.org" if not v8 else "theme-next.js.org", scheme))
    count_h = ""
    if busuanzi or rs.random() < 0.4:
        count_h = ('\n<div class="busuanzi-count">\n  <script async src="https://busuanzi.ibruce.info/busuanzi/2.3/busuanzi.pure.mini.js"></script>\n    <span class="post-meta-item" id="busuanzi_container_site_uv" style="display: none;">\n'
                   '      <span class="post-meta-item-icon">\n        <i class="fa fa-user"></i>\n      </span>\n      <span class="site-uv" title="总访客量">\n        <span id="busuanzi_value_site_uv"></span>\n      </span>\n    </span>\n'
                   '    <span class="post-meta-divider">|</span>\n    <span class="post-meta-item" id="busuanzi_container_site_pv" style="display: none;">\n      <span class="post-meta-item-icon">\n        <i class="fa fa-eye"></i>\n      </span>\n'
                   '      <span class="site-pv" title="总访问量">\n        <span id="busuanzi_value_site_pv"></span>\n      </span>\n    </span>\n</div>\n')
    foot = ('<footer %sclass="footer">\n      <div class="footer-inner">\n        %s<div class="copyright">&copy; %s<span itemprop="copyrightYear">%d</span>\n  <span class="with-love">\n    <i class="fa fa-%s"></i>\n  </span>\n'
            '  <span class="author" itemprop="copyrightHolder">%s</span>\n</div>\n  %s%s\n      </div>\n    </footer>\n') % (
        'id="footer" ' if v5 else "", ('<div class="beian"><a href="https://beian.miit.gov.cn/" rel="noopener" target="_blank">%s </a>\n  </div>\n\n  ' % icp) if beian else "",
        "%d &mdash; " % since if since < d.year else "", max(d.year, upd.year), rs.choice(["heart", "heart", "user"]), esc(s["author"]), powered, count_h)
    config = ""
    if v8:
        config = ('<script class="next-config" data-name="main" type="application/json">{"hostname":"%s","root":"/","images":"/images","scheme":"%s","darkmode":false,"version":"8.%d.%d",'
                  '"exturl":false,"sidebar":{"position":"left","display":"post","padding":18,"offset":12},"copycode":{"enable":true,"style":null},"bookmark":{"enable":false,"color":"#222","save":"auto"},'
                  '"mediumzoom":false,"lazyload":false,"pangu":false,"comments":{"style":"tabs","active":null,"storage":true,"lazyload":false,"nav":null},"stickytabs":false,"motion":{"enable":true,"async":false,'
                  '"transition":{"menu_item":"fadeInDown","post_block":"fadeIn","post_header":"fadeInDown","post_body":"fadeInDown","coll_header":"fadeInLeft","sidebar":"fadeInUp"}},'
                  '"prism":false,"i18n":{"placeholder":"搜索...","empty":"没有找到任何搜索结果：${query}","hits_time":"找到 ${hits} 个搜索结果（用时 ${time} 毫秒）","hits":"找到 ${hits} 个搜索结果"},'
                  '"path":"/search.xml","localsearch":{"enable":true,"trigger":"auto","top_n_per_article":1,"unescape":false,"preload":false}}</script>\n') % (s["host"], scheme, rs.randint(6, 19), rs.randint(0, 3))
    elif not v5:
        config = ('<script id="hexo-configurations">\n    var NexT = window.NexT || {};\n    var CONFIG = {"hostname":"%s","root":"/","scheme":"%s","version":"7.%d.%d","exturl":false,"sidebar":{"position":"left","display":"post","padding":18,"offset":12,"onmobile":false},'
                  '"copycode":{"enable":true,"show_result":true,"style":"mac"},"back2top":{"enable":true,"sidebar":false,"scrollpercent":true},"bookmark":{"enable":false,"color":"#222","save":"auto"},'
                  '"fancybox":false,"mediumzoom":false,"lazyload":false,"pangu":false,"comments":{"style":"tabs","active":null,"storage":true,"lazyload":false,"nav":null},"algolia":{"hits":{"per_page":10},'
                  '"labels":{"input_placeholder":"Search for Posts","hits_empty":"We didn\'t find any results for the search: ${query}","hits_stats":"${hits} results found in ${time} ms"}},'
                  '"localsearch":{"enable":true,"trigger":"auto","top_n_per_article":1,"unescape":false,"preload":false},"motion":{"enable":true,"async":false,"transition":{"post_block":"fadeIn",'
                  '"post_header":"slideDownIn","post_body":"slideDownIn","coll_header":"slideLeftIn","sidebar":"slideUpIn"}},"path":"search.xml"};\n  </script>\n') % (
            s["host"], scheme, rs.randint(1, 8), rs.randint(0, 2))
    if v5:
        back = '<div class="back-to-top">\n        <i class="fa fa-arrow-up"></i>\n          <span id="scrollpercent"><span>0</span>%</span>\n      </div>\n'
        return ('%s<div class="container sidebar-position-left page-post-detail">\n    <div class="headband"></div>\n\n    %s\n\n    <main id="main" class="main">\n      <div class="main-inner">\n'
                '        <div class="content-wrap">\n          <div id="content" class="content">\n            \n\n  <div id="posts" class="posts-expand">\n    \n\n%s\n\n    %s\n  </div>\n\n\n          </div>\n'
                '          \n\n  \n    %s\n\n  \n\n\n        </div>\n        \n          \n            \n          \n\n  \n  %s\n\n\n      </div>\n    </main>\n\n    %s\n\n      %s\n\n    \n\n  </div>\n%s') % (
            config, header, post, spread, box, side, foot, back, script)
    back = '<div class="back-to-top%s">\n    <i class="fa fa-arrow-up"></i>\n    <span>0%%</span>\n  </div>\n' % ("" if not v8 else '" role="button" aria-label="返回顶部')
    if v8:
        return ('%s<div class="headband"></div>\n\n  <main class="main">\n    <div class="column">\n      %s\n      %s\n    </div>\n\n    <div class="main-inner post posts-expand">\n\n\n  \n  \n  \n\n  %s\n\n\n\n\n\n\n\n\n%s\n\n\n</div>\n  </main>\n\n  %s\n\n  %s\n\n%s') % (config, header, side, post, box, foot, back, script)
    return ('%s<div class="container use-motion">\n    <div class="headband"></div>\n\n    %s\n\n    \n  %s\n  <div class="reading-progress-bar"></div>\n\n\n    <main class="main">\n      <div class="main-inner">\n'
            '        <div class="content-wrap">\n          \n\n          <div class="content post posts-expand">\n            \n\n    \n  \n  \n%s\n\n\n\n\n          </div>\n          \n    %s\n\n        </div>\n          \n  %s\n\n\n      </div>\n    </main>\n\n    %s\n  </div>\n%s') % (
        config, header, back, post, box, side, foot, script)


HX_ANNOUNCE = ["This is my Blog", "欢迎来到我的博客！", "欢迎来访~", "本站文章仅供学习交流，如有错误欢迎指正！", "有问题欢迎留言交流", "博客持续更新中..."]


def hx_butterfly(r, rs, s):
    """Butterfly's page around the post, 3 or 4 (see hexo())."""
    v4, d, upd, t, path = s["ver"] == "4", s["d"], s["upd"], s["t"], s["path"]
    blog = BLOG[0]
    url = SLUG[0]
    spin = "fa-solid fa-spinner fa-spin" if v4 else "fas fa-spinner fa-spin"
    comment = rs.choice(["valine", "twikoo", "waline", "gitalk", "valine"])
    reward = rs.random() < 0.55
    related = rs.random() < 0.8
    copyright_ = rs.random() < 0.85
    desc = rs.choice(HX_SUBTITLE + [sentence(rs, 5, 12)])
    announce = rs.choice(HX_ANNOUNCE)
    EXTRAS.append(announce)
    if desc not in HX_SUBTITLE:
        EXTRAS.append(desc)
    utc = lambda x: (x - datetime.timedelta(hours=8)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    ymd = lambda x: x.strftime("%Y-%m-%d")
    full = lambda x: x.strftime("%Y-%m-%d %H:%M:%S")
    counts = (rs.randint(12, 240), rs.randint(10, 90), rs.randint(3, 15))
    cover = lambda: rs.choice(["https://cdn.jsdelivr.net/gh/%s/blog-img/cover/%d.jpg" % (s["handle"], r.randint(1, 30)), "/img/cover/%d.jpg" % r.randint(1, 20),
                               "https://npm.elemecdn.com/hexo-butterfly@%s/img/default.jpg" % ("4.2.2" if v4 else "3.8.0")])
    top_img = cover()
    menus = [("首页", "/", "fas fa-home"), ("时间轴", "/archives/", "fas fa-archive"), ("标签", "/tags/", "fas fa-tags"), ("分类", "/categories/", "fas fa-folder-open")]
    extra_menu = rs.random() < 0.5
    tail = [("友链", "/link/", "fas fa-link"), ("关于", "/about/", "fas fa-heart")]
    item = lambda lab, u, ic: '<div class="menus_item"><a class="site-page" href="%s"><i class="fa-fw %s"></i><span> %s</span></a></div>' % (u, ic, lab)
    group = ('<div class="menus_item"><a class="site-page group" href="javascript:void(0);"><i class="fa-fw fa fa-heartbeat"></i><span> 娱乐</span><i class="fas fa-chevron-down%s"></i></a>'
             '<ul class="menus_item_child"><li><a class="site-page child" href="/music/"><i class="fa-fw fas fa-music"></i><span> 音乐</span></a></li><li><a class="site-page child" href="/movies/">'
             '<i class="fa-fw fas fa-video"></i><span> 电影</span></a></li></ul></div>') % ("" if v4 else " expand")
    menu_h = '<div class="menus_items">%s%s%s</div>' % ("".join(item(*m) for m in menus), group if extra_menu else "", "".join(item(*m) for m in tail))
    data = "".join('<a href="/%s/"><div class="headline">%s</div><div class="length-num">%d</div></a>' % (u, lab, c) for (u, lab), c in zip((("archives", "文章"), ("tags", "标签"), ("categories", "分类")), counts))
    sidebar = ('<div id="sidebar"><div id="menu-mask"></div><div id="sidebar-menus"><div class="avatar-img is-center"><img src="/img/avatar.jpg" onerror="onerror=null;src=\'/img/friend_404.gif\'" alt="avatar"/></div>'
               '<div class="sidebar-site-data site-data is-center">%s</div><hr%s/>%s</div></div>') % (data, ' class="custom-hr"' if v4 else "", menu_h)
    nav = ('<nav id="nav"><span id="blog-info"><a href="/" title="%s"><span class="site-name">%s</span></a></span><div id="menus"><div id="search-button"><a class="site-page social-icon search" href="javascript:void(0);">'
           '<i class="fas fa-search fa-fw"></i><span> 搜索</span></a></div>%s<div id="toggle-menu"><a class="site-page" href="javascript:void(0);"><i class="fas fa-bars fa-fw"></i></a></div></div></nav>') % (
        esc(blog), esc(blog), menu_h)
    sep = '<span class="post-meta-separator">|</span>'
    meta1 = ('<span class="post-meta-date"><i class="far fa-calendar-alt fa-fw post-meta-icon"></i><span class="post-meta-label">发表于</span><time class="post-meta-date-created" datetime="%s" title="发表于 %s">%s</time>'
             '%s<i class="fas fa-history fa-fw post-meta-icon"></i><span class="post-meta-label">更新于</span><time class="post-meta-date-updated" datetime="%s" title="更新于 %s">%s</time></span>') % (
        utc(d), full(d), ymd(d), sep, utc(upd), full(upd), ymd(upd))
    meta1 += '<span class="post-meta-categories">%s%s</span>' % (sep, '<i class="fas fa-angle-right post-meta-separator"></i>'.join(
        '<i class="fas fa-inbox fa-fw post-meta-icon"></i><a class="post-meta-categories" href="/categories/%s/">%s</a>' % (hx_pct(c), esc(c)) for c in s["cats"]))
    counter = {"valine": '<span class="valine-comment-count" data-xid="%s"><i class="%s"></i></span>' % (url, spin), "twikoo": '<span id="twikoo-count"><i class="%s"></i></span>' % spin,
               "waline": '<span class="waline-comment-count" data-path="%s"><i class="%s"></i></span>' % (url, spin), "gitalk": '<span class="gitalk-comment-count"><i class="%s"></i></span>' % spin}[comment]
    meta2 = ('%s<span class="post-meta-wordcount"><i class="far fa-file-word fa-fw post-meta-icon"></i><span class="post-meta-label">字数总计:</span><span class="word-count">%s</span>%s'
             '<i class="far fa-clock fa-fw post-meta-icon"></i><span class="post-meta-label">阅读时长:</span><span>%d分钟</span></span>%s<span class="post-meta-pv-cv" id="" data-flag-title="%s">'
             '<i class="far fa-eye fa-fw post-meta-icon"></i><span class="post-meta-label">阅读量:</span><span id="busuanzi_value_page_pv"><i class="%s"></i></span></span>%s'
             '<span class="post-meta-commentcount"><i class="far fa-comments fa-fw post-meta-icon"></i><span class="post-meta-label">评论数:</span><a href="%s#post-comment">%s</a></span>') % (
        sep, s["count"], sep, s["mins"], sep, esc(t), spin, sep, url, counter)
    header = ('<header class="post-bg" id="page-header" style="background-image: url(\'%s\')">%s<div id="post-info"><h1 class="post-title">%s</h1><div id="post-meta"><div class="meta-firstline">%s</div>'
              '<div class="meta-secondline">%s</div></div></div>%s</header>') % (
        top_img, nav, esc(t), meta1, meta2, '<section class="main-hero-waves-area waves-area"><svg class="waves-svg" xmlns="http://www.w3.org/2000/svg" xlink="http://www.w3.org/1999/xlink" viewBox="0 24 150 28" preserveAspectRatio="none" shape-rendering="auto"><defs><path class="gentle-wave" id="gentle-wave" d="M -160 44 c 30 0 58 -18 88 -18 s 58 18 88 18 s 58 -18 88 -18 s 58 18 88 18 v 44 h -352 Z"></path></defs></svg></section>' if v4 and rs.random() < 0.3 else "")
    post = '<article class="post-content" id="article-container">%s</article>' % s["content"]
    if copyright_:
        EXTRAS.append("本博客所有文章除特别声明外")
        post += ('<div class="post-copyright"><div class="post-copyright__author"><span class="post-copyright-meta">%s文章作者: </span><span class="post-copyright-info"><a href="https://%s">%s</a></span></div>'
                 '<div class="post-copyright__type"><span class="post-copyright-meta">%s文章链接: </span><span class="post-copyright-info"><a href="%s">%s</a></span></div>'
                 '<div class="post-copyright__notice"><span class="post-copyright-meta">%s版权声明: </span><span class="post-copyright-info">本博客所有文章除特别声明外，均采用 '
                 '<a href="https://creativecommons.org/licenses/by-nc-sa/4.0/" target="_blank">CC BY-NC-SA 4.0</a> 许可协议。转载请注明来自 <a href="https://%s" target="_blank">%s</a>！</span></div></div>') % (
            '<i class="fas fa-circle-user fa-fw"></i>' if v4 else '', s["host"], esc(s["author"]), '<i class="fas fa-square-arrow-up-right fa-fw"></i>' if v4 else '', s["permalink"], s["permalink"],
            '<i class="fas fa-circle-exclamation fa-fw"></i>' if v4 else '', s["host"], esc(blog))
    post += ('<div class="tag_share"><div class="post-meta__tag-list">%s</div><div class="post_share"><div class="social-share" data-image="%s" data-sites="facebook,twitter,wechat,weibo,qq"></div>'
             '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/%s/sharejs/dist/css/share.min.css" media="print" onload="this.media=\'all\'"><script src="https://cdn.jsdelivr.net/npm/%s/sharejs/dist/js/social-share.min.js" defer></script></div></div>') % (
        "".join('<a class="post-meta__tags" href="/tags/%s/">%s</a>' % (hx_pct(x), esc(x)) for x in s["tags"]), top_img, *(("butterfly-extsrc",) * 2 if v4 else ("social-share.js",) * 2))
    if reward:
        EXTRAS.append("打赏")
        post += ('<div class="post-reward"><div class="reward-button"><i class="fas fa-qrcode"></i>%s</div><div class="reward-main"><ul class="reward-all">%s</ul></div></div>') % (
            rs.choice(["打赏", "打赏", "赞助", "请我喝杯咖啡"]), "".join('<li class="reward-item"><a href="/img/%s.jpg" target="_blank"><img class="post-qr-code-img" src="/img/%s.jpg" alt="%s"/></a><div class="post-qr-code-desc">%s</div></li>'
                                                                 % (k, k, lab, lab) for k, lab in (("wechat", "微信"), ("alipay", "支付宝"))))
    prev, nxt = s["prev"], s["nxt"]
    pag = ""
    for x, side, lab, cls in ((prev, "prev-post pull-left", "上一篇", "prev_info"), (nxt, "next-post pull-right", "下一篇", "next_info")):
        if x:
            pag += ('<div class="%s"><a href="%s" title="%s"><img class="cover" src="%s" onerror="onerror=null;src=\'/img/404.jpg\'" alt="cover of %s post"><div class="pagination-info"><div class="label">%s</div>'
                    '<div class="%s">%s</div></div></a></div>') % (side, path(x), esc(x), cover(), "previous" if cls == "prev_info" else "next", lab, cls, esc(x))
    if pag:
        post += '<nav class="pagination-post" id="pagination">%s</nav>' % pag
    if related:
        rel = s["others"][2:2 + rs.randint(2, 6)]
        EXTRAS.extend(s["long"](rel))
        post += ('<div class="relatedPosts"><div class="headline"><i class="fas fa-thumbs-up fa-fw"></i><span>相关推荐</span></div><div class="relatedPosts-list">%s</div></div>') % "".join(
            '<div><a href="%s" title="%s"><img class="cover" src="%s" alt="cover"><div class="content is-center"><div class="date"><i class="far fa-calendar-alt fa-fw"></i> %s</div><div class="title">%s</div></div></a></div>'
            % (path(x), esc(x), cover(), ymd(s["when"](x)), esc(x)) for x in rel)
    box = {"valine": '<div class="vcomment" id="vcomment"></div>', "twikoo": '<div id="twikoo-wrap"></div>', "waline": '<div id="waline-wrap"></div>', "gitalk": '<div id="gitalk-container"></div>'}[comment]
    post += ('<hr%s/><div id="post-comment"><div class="comment-head"><div class="comment-headline"><i class="fas fa-comments fa-fw"></i><span> 评论</span></div></div><div class="comment-wrap"><div>%s</div></div></div>') % (
        ' class="custom-hr"' if v4 else "", box)
    # the aside
    toc = hx_toc(s["toc"], "toc", v4, True)
    recent = s["others"][3:8]
    EXTRAS.extend(s["long"](recent))
    social = [("Github", "https://github.com/%s" % s["handle"], "fab fa-github"), ("Email", "mailto:%s@%s" % (s["handle"], rs.choice(["qq.com", "163.com", "gmail.com"])), "fas fa-envelope")]
    aside = ('<div class="aside-content" id="aside-content"><div class="card-widget card-info"><div class="is-center"><div class="avatar-img"><img src="/img/avatar.jpg" onerror="this.onerror=null;this.src=\'/img/friend_404.gif\'" alt="avatar"/></div>'
             '<div class="author-info__name">%s</div><div class="author-info__description">%s</div></div><div class="card-info-data site-data is-center">%s</div>'
             '<a id="card-info-btn" target="_blank" rel="noopener" href="https://github.com/%s"><i class="fab fa-github"></i><span>Follow Me</span></a><div class="card-info-social-icons is-center">%s</div></div>'
             '<div class="card-widget card-announcement"><div class="item-headline"><i class="fas fa-bullhorn fa-shake"></i><span>公告</span></div><div class="announcement_content">%s</div></div><div class="sticky_layout">%s'
             '<div class="card-widget card-recent-post"><div class="item-headline"><i class="fas fa-history"></i><span>最新文章</span></div><div class="aside-list">%s</div></div></div></div>') % (
        esc(s["author"]), esc(desc), data, s["handle"], "".join('<a class="social-icon" href="%s" target="_blank" title="%s"><i class="%s"></i></a>' % (u, lab, ic) for lab, u, ic in social), esc(announce),
        ('<div class="card-widget" id="card-toc"><div class="item-headline"><i class="fas fa-stream"></i><span>目录</span><span class="toc-percentage"></span></div><div class="toc-content%s"><ol class="toc">%s</ol></div></div>'
         % (" is-expand" if v4 else "", toc)) if toc else "",
        "".join('<div class="aside-list-item"><a class="thumbnail" href="%s" title="%s"><img src="%s" onerror="this.onerror=null;this.src=\'/img/404.jpg\'" alt="%s"/></a><div class="content"><a class="title" href="%s" title="%s">%s</a>'
                '<time datetime="%s" title="发表于 %s">%s</time></div></div>' % (path(x), esc(x), cover(), esc(x), path(x), esc(x), esc(x), utc(dd), full(dd), ymd(dd))
                for x, dd in ((x, s["when"](x)) for x in recent)))
    since = max(2018, d.year - rs.randint(0, 3))
    footer = ('<footer id="footer"%s><div id="footer-wrap"><div class="copyright">&copy;%s By %s</div><div class="framework-info"><span>框架 </span><a target="_blank" rel="noopener" href="https://hexo.io">Hexo</a>'
              '<span class="footer-separator">|</span><span>主题 </span><a target="_blank" rel="noopener" href="https://github.com/jerryc127/hexo-theme-butterfly">Butterfly</a></div>%s</div></footer>') % (
        ' style="background-image: url(\'%s\')"' % top_img if rs.random() < 0.5 else "", "%d - %d" % (since, d.year) if since < d.year else str(d.year), esc(s["author"]),
        '<div class="footer_custom_text">%s</div>' % rs.choice(["Hi, welcome to my blog!", "欢迎来到我的小站", "<a href=\"https://beian.miit.gov.cn/\" target=\"_blank\">%s ICP备%d号</a>" % (rs.choice(["京", "粤", "浙", "沪"]), rs.randint(15000000, 2024099999))]) if rs.random() < 0.6 else "")
    right = ('<div id="rightside"><div id="rightside-config-hide"><button id="readmode" type="button" title="阅读模式"><i class="fas fa-book-open"></i></button><button id="darkmode" type="button" title="浅色和深色模式转换"><i class="fas fa-adjust"></i></button>'
             '<button id="hide-aside-btn" type="button" title="单栏和双栏切换"><i class="fas fa-arrows-alt-h"></i></button></div><div id="rightside-config-show"><button id="rightside-config" type="button" title="设置"><i class="fas fa-cog fa-spin"></i></button>'
             '<button class="close" id="mobile-toc-button" type="button" title="目录"><i class="fas fa-list-ul"></i></button><a id="to_comment" href="#post-comment" title="直达评论"><i class="fas fa-comments"></i></a>'
             '<button id="go-up" type="button" title="回到顶部"><span class="scroll-percent"></span><i class="fas fa-arrow-up"></i></button></div></div>')
    search = ('<div id="local-search"><div class="search-dialog"><nav class="search-nav"><span class="search-dialog-title">搜索</span><span id="loading-status"></span><button class="search-close-button"><i class="fas fa-times"></i></button></nav>'
              '<div class="is-center" id="loading-database"><i class="fas fa-spinner fa-pulse"></i><span>  数据库加载中</span></div><div class="search-wrap"><div id="local-search-input"><div class="local-search-box">'
              '<input class="local-search-box--input" placeholder="搜索文章" type="text"/></div></div><hr/><div id="local-search-results"></div></div></div><div id="search-mask"></div></div>')
    return ('<div id="web_bg"></div>%s<div class="post" id="body-wrap">%s<main class="layout" id="content-inner"><div id="post">%s</div>%s</main>%s</div>%s<div>%s</div>') % (
        sidebar, header, post, aside, footer, right, search)


def hx_fluid(r, rs, s):
    """Fluid's page around the post, 1.8 or 1.9 (see hexo())."""
    v9, d, upd, t, path = s["ver"] == "1.9", s["d"], s["upd"], s["t"], s["path"]
    blog = BLOG[0]
    comment = rs.choice(["valine", "twikoo", "waline", "utterances", "gitalk"])
    updated = rs.random() < 0.35
    mer = lambda x: "凌晨" if x.hour < 6 else "早上" if x.hour < 9 else "上午" if x.hour * 60 + x.minute < 690 else "中午" if x.hour * 60 + x.minute < 750 else "下午" if x.hour < 18 else "晚上"
    ll = lambda x: "%d年%d月%d日 %s" % (x.year, x.month, x.day, mer(x))
    banner = rs.choice(["/img/default.png", "/img/post-bg.jpg", "https://cdn.jsdelivr.net/gh/%s/blog-img/banner.jpg" % s["handle"]])
    menu = [("首页", "/", "home-fill"), ("归档", "/archives/", "archive-fill"), ("分类", "/categories/", "category-fill"), ("标签", "/tags/", "tags-fill"), ("关于", "/about/", "user-fill")]
    if rs.random() < 0.4:
        menu.append(("友链", "/links/", "link-fill"))
    nav = ('<nav id="navbar" class="navbar fixed-top  navbar-expand-lg navbar-dark scrolling-navbar">\n  <div class="container">\n    <a class="navbar-brand" href="/">\n      <strong>%s</strong>\n    </a>\n\n'
           '    <button id="navbar-toggler-btn" class="navbar-toggler" type="button" data-toggle="collapse"\n            data-target="#navbarSupportedContent"\n            aria-controls="navbarSupportedContent" aria-expanded="false" aria-label="Toggle navigation">\n'
           '      <div class="animated-icon"><span></span><span></span><span></span></div>\n    </button>\n\n    <!-- Collapsible content -->\n    <div class="collapse navbar-collapse" id="navbarSupportedContent">\n'
           '      <ul class="navbar-nav ml-auto text-center">\n%s          <li class="nav-item" id="search-btn">\n            <a class="nav-link" target="_self" href="javascript:;" data-toggle="modal" data-target="#modalSearch" aria-label="Search">\n'
           '              <i class="iconfont icon-search"></i>\n            </a>\n          </li>\n          \n          <li class="nav-item" id="color-toggle-btn">\n            <a class="nav-link" target="_self" href="javascript:;" aria-label="Color Toggle">\n'
           '              <i class="iconfont icon-dark" id="color-toggle-icon"></i>\n            </a>\n          </li>\n      </ul>\n    </div>\n  </div>\n</nav>\n') % (esc(blog), "".join(
               '          <li class="nav-item">\n            <a class="nav-link" href="%s"%s>\n              <i class="iconfont icon-%s"></i>\n              <span>%s</span>\n            </a>\n          </li>\n'
               % (u, ' target="_self"' if v9 else "", ic, lab) for lab, u, ic in menu))
    pv = '<span id="busuanzi_container_page_pv" style="display: none">\n        <i class="iconfont icon-eye" aria-hidden="true"></i>\n        <span id="busuanzi_value_page_pv"></span> 次\n      </span>\n' if rs.random() < 0.7 else ""
    meta = ('<div class="mt-3">\n  \n    <span class="post-meta mr-2">\n      <i class="iconfont icon-author" aria-hidden="true"></i>\n      %s\n    </span>\n  \n  \n    <span class="post-meta">\n'
            '      <i class="iconfont icon-date-fill" aria-hidden="true"></i>\n      <time datetime="%s" pubdate>\n        %s\n      </time>\n    </span>\n  \n</div>\n\n<div class="mt-1">\n  \n    <span class="post-meta mr-2">\n'
            '      <i class="iconfont icon-chart"></i>\n      \n        %s 字\n      \n    </span>\n  \n\n  \n    <span class="post-meta mr-2">\n      <i class="iconfont icon-clock-fill"></i>\n      \n      \n      \n        %d 分钟\n      \n    </span>\n  \n\n  \n  \n    \n      %s    \n  \n</div>\n') % (
        esc(s["author"]), d.strftime("%Y-%m-%d %H:%M"), ll(d), s["count"], s["mins"], pv)
    header = ('<header>\n    \n\n<div class="header-inner" style="height: 70vh;">\n  %s\n  \n\n  <div id="banner" class="banner" parallax=true\n     style="background: url(\'%s\') no-repeat center center; background-size: cover;">\n'
              '    <div class="full-bg-img">\n      <div class="mask flex-center" style="background-color: rgba(0, 0, 0, 0.3)">\n        <div class="banner-text text-center fade-in-up">\n          <div class="h2">\n            \n'
              '              <span id="subtitle" data-typed-text="%s"></span>\n            \n          </div>\n\n          \n            \n  %s\n          \n        </div>\n\n        \n      </div>\n    </div>\n  </div>\n</div>\n\n  </header>\n') % (
        nav, banner, esc(t), meta)
    cats_h = ('<div class="post-meta mr-3 d-flex align-items-center">\n      <i class="iconfont icon-category"></i>\n      \n\n<span class="category-chains">\n  \n  \n    \n      <span class="category-chain">\n        \n  %s\n      </span>\n    \n  \n</span>\n\n    </div>\n'
              % "\n".join('<a href="/categories/%s/" class="category-chain-item">%s</a>\n  <span>&gt;</span>' % (hx_pct(c), esc(c)) for c in s["cats"]).rsplit("\n  <span>&gt;</span>", 1)[0]) if v9 else \
        '<div class="post-meta mr-3">\n      <i class="iconfont icon-category"></i>\n      %s\n    </div>\n' % "\n".join('<a class="hover-with-bg" href="/categories/%s/">%s</a>' % (hx_pct(c), esc(c)) for c in s["cats"])
    tags_h = ('<div class="post-meta">\n      <i class="iconfont icon-tags"></i>\n      %s\n    </div>\n' % "\n".join(
        ('<a href="/tags/%s/" class="print-no-link">#%s</a>' if v9 else '<a class="hover-with-bg" href="/tags/%s/">%s</a>') % (hx_pct(x), esc(x)) for x in s["tags"])) if s["tags"] else ""
    metas = '<div class="post-metas my-3">\n  \n    %s  \n  \n    %s  \n</div>\n' % (cats_h, tags_h) if v9 else '<div class="post-metas mb-3">\n    %s    %s  </div>\n' % (cats_h, tags_h)
    if v9:
        lic = rs.choice(["BY", "BY", "BY-NC-SA", "BY-SA"])
        names = {"BY": "BY - 署名", "NC": "NC - 非商业性使用", "SA": "SA - 相同方式共享", "ND": "ND - 禁止演绎"}
        EXTRAS.append("许可协议")
        license_ = ('<div class="license-box my-3">\n    <div class="license-title">\n      <div>%s</div>\n      <div>%s</div>\n    </div>\n    <div class="license-meta">\n      \n        <div class="license-meta-item">\n'
                    '          <div>作者</div>\n          <div>%s</div>\n        </div>\n      \n      \n        <div class="license-meta-item license-meta-date">\n          <div>发布于</div>\n          <div>%d年%d月%d日</div>\n        </div>\n      \n'
                    '      \n      \n        <div class="license-meta-item">\n          <div>许可协议</div>\n          <div>\n            %s\n          </div>\n        </div>\n      \n    </div>\n    <div class="license-icon iconfont"></div>\n  </div>\n') % (
            esc(t), s["permalink"], esc(s["author"]), d.year, d.month, d.day, "".join(
                '\n              \n                <a class="print-no-link" target="_blank" href="https://creativecommons.org/licenses/%s/4.0/">\n                  <span class="hint--top hint--rounded" aria-label="%s">\n'
                '                    <i class="iconfont icon-cc-%s"></i>\n                  </span>\n                </a>\n              ' % (lic.lower(), names[x], x.lower()) for x in lic.split("-")))
    else:
        EXTRAS.append("转载请注明出处")
        license_ = '<p class="note note-warning">\n                  \n                    本博客所有文章除特别声明外，均采用 <a target="_blank" href="https://creativecommons.org/licenses/by-sa/4.0/deed.zh" rel="nofollow noopener noopener">CC BY-SA 4.0 协议</a> ，转载请注明出处！\n                  \n                </p>\n'
    prev, nxt = s["prev"], s["nxt"]
    prevnext = ('<div class="post-prevnext%s">\n                  <article class="post-prev col-6">\n                    \n                    \n%s                  </article>\n                  <article class="post-next col-6">\n                    \n                    \n%s                  </article>\n                </div>\n') % (
        " my-3" if v9 else "",
        '                      <a href="%s" title="%s">\n                        <i class="iconfont icon-arrowleft"></i>\n                        <span class="hidden-mobile">%s</span>\n                        <span class="visible-mobile">上一篇</span>\n                      </a>\n'
        % (path(prev), esc(prev), esc(prev)) if prev else "",
        '                      <a href="%s" title="%s">\n                        <span class="hidden-mobile">%s</span>\n                        <span class="visible-mobile">下一篇</span>\n                        <i class="iconfont icon-arrowright"></i>\n                      </a>\n'
        % (path(nxt), esc(nxt), esc(nxt)) if nxt else "")
    el = {"valine": "valine" if v9 else "vcomments", "twikoo": "twikoo", "waline": "waline", "utterances": "comments", "gitalk": "gitalk-container"}[comment]
    inner = '<div id="%s"></div>\n  ' % el if comment != "utterances" else ""
    lib = {"valine": "https://lib.baomitu.com/valine/1.5.1/Valine.min.js", "twikoo": "https://lib.baomitu.com/twikoo/1.6.8/twikoo.all.min.js", "waline": "https://lib.baomitu.com/waline/2.15.5/waline.js",
           "utterances": "https://utteranc.es/client.js", "gitalk": "https://lib.baomitu.com/gitalk/1.8.0/gitalk.min.js"}[comment]
    EXTRAS.append("Please enable JavaScript to view the")
    if v9:
        comments = ('<article id="comments" lazyload>\n      \n  %s<script type="text/javascript">\n    Fluid.utils.loadComments(\'#%s\', function() {\n      Fluid.utils.createScript(\'%s\', function() {\n'
                    '        var options = Object.assign(\n          {"placeholder":"%s","lang":"zh-CN"},\n          {\n            el: "#%s",\n            path: window.location.pathname\n          }\n        )\n'
                    '        %s\n      });\n    });\n  </script>\n  <noscript>Please enable JavaScript to view the comments</noscript>\n\n\n    </article>\n') % (
            inner, el, lib, rs.choice(["说点什么吧", "欢迎留言~", "留下你的足迹吧"]), el, {"valine": "new Valine(options);", "twikoo": "twikoo.init(options);", "waline": "Waline.init(options);",
                                                                                      "utterances": "document.getElementById('comments').appendChild(s);", "gitalk": "new Gitalk(options).render('gitalk-container');"}[comment])
    else:
        comments = ('<!-- Comments -->\n              <article class="comments" id="comments">\n                \n                \n                  %s<script type="text/javascript">\n    Fluid.utils.waitElementVisible(\'%s\', function() {\n'
                    '      Fluid.utils.createScript(\'%s\', function() {\n        var options = Object.assign({"placeholder":"%s","lang":"zh-CN"}, {el: "#%s", path: window.location.pathname});\n      });\n    });\n  </script>\n'
                    '  <noscript>Please enable JavaScript to view the %s</noscript>\n\n\n                \n              </article>\n') % (
            inner, el, lib, rs.choice(["说点什么吧", "欢迎留言~", "留下你的足迹吧"]), el,
            '<a href="https://github.com/xCss/Valine" target="_blank" rel="nofollow noopener noopener">comments powered by Valine.</a>' if comment == "valine" else "comments")
    upd_h = ""
    if updated:
        EXTRAS.append("本文最后更新于")
        upd_h = ('<p class="note note-info">\n                \n                  \n                    本文最后更新于：%s\n                  \n                \n              </p>\n' if v9 else
                 '<p class="note note-warning">本文最后更新于：%s</p>\n') % ll(upd)
    if v9:
        article = ('<article class="post-content mx-auto">\n            <h1 id="seo-header">%s</h1>\n            \n              %s\n            \n              <div class="markdown-body">\n                \n                %s\n                \n              </div>\n'
                   '            \n            <hr/>\n            <div>\n              %s\n\n              \n  \n\n  %s\n\n\n              \n                %s\n              \n            </div>\n\n            \n  \n  \n    %s\n  \n\n\n          </article>\n') % (
            esc(t), upd_h, s["content"], metas, license_, prevnext, comments)
    else:
        article = ('<div class="post-content mx-auto" id="post">\n            %s\n            <div class="markdown-body">\n              %s\n            </div>\n            <hr>\n            <div>\n              %s\n              \n                %s\n              \n'
                   '              \n                %s\n              \n            </div>\n\n            \n              %s\n            \n          </div>\n') % (upd_h, s["content"], metas, license_, prevnext, comments)
    toc = ('<aside class="sidebar" style="margin-left: -1rem">\n    <div id="toc">\n  <p class="toc-header"><i class="iconfont icon-list"></i>&nbsp;目录</p>\n  <div class="toc-body" id="toc-body"></div>\n</div>\n\n\n\n  </aside>\n' if v9 else
           '<div id="toc">\n  <p class="toc-header"><i class="iconfont icon-list"></i>&nbsp;目录</p>\n  <div class="toc-body" id="toc-body"></div>\n</div>\n')
    main = ('<main>\n    \n      \n\n<div class="container-fluid nopadding-x">\n  <div class="row nomargin-x">\n    <div class="side-col d-none d-lg-block col-lg-2">\n      \n\n    </div>\n\n    <div class="col-lg-8 nopadding-x-md">\n'
            '      <div class="container nopadding-x-md" id="board-ctn">\n        <div id="board">\n          %s\n        </div>\n      </div>\n    </div>\n\n    <div class="side-col d-none d-lg-block col-lg-2">\n      \n  %s\n\n    </div>\n  </div>\n</div>\n\n\n\n\n\n\n'
            '  <script>Fluid.utils.createScript(\'https://lib.baomitu.com/mermaid/8.14.0/mermaid.min.js\', function() {})</script>\n\n\n\n    \n\n    \n      <a id="scroll-top-button" aria-label="TOP" href="#" role="button">\n        <i class="iconfont icon-arrowup" aria-hidden="true"></i>\n      </a>\n    \n\n'
            '    \n      <div class="modal fade" id="modalSearch" tabindex="-1" role="dialog" aria-labelledby="ModalLabel"\n     aria-hidden="true">\n  <div class="modal-dialog modal-dialog-scrollable modal-lg" role="document">\n    <div class="modal-content">\n'
            '      <div class="modal-header text-center">\n        <h4 class="modal-title w-100 font-weight-bold">搜索</h4>\n        <button type="button" id="local-search-close" class="close" data-dismiss="modal" aria-label="Close">\n'
            '          <span aria-hidden="true">&times;</span>\n        </button>\n      </div>\n      <div class="modal-body mx-3">\n        <div class="md-form mb-5">\n          <input type="text" id="local-search-input" class="form-control validate">\n'
            '          <label data-error="x" data-success="v" for="local-search-input">关键词</label>\n        </div>\n        <div class="list-group" id="local-search-result"></div>\n      </div>\n    </div>\n  </div>\n</div>\n\n    \n\n    \n  </main>\n') % (
        article, toc if s["toc"] else "")
    beian = ('\n  \n  \n  <div class="beian">\n  <span>\n    <a href="http://beian.miit.gov.cn/" target="_blank" rel="nofollow noopener">\n      %s ICP备%d号\n    </a>\n  </span>\n  \n</div>\n\n'
             % (rs.choice(["京", "粤", "浙", "沪", "川", "鲁"]), rs.randint(15000000, 2024099999))) if rs.random() < 0.4 else ""
    footer = ('<footer>\n    <div class="footer-inner">\n  \n    <div class="footer-content">\n       <a href="https://hexo.io" target="_blank" rel="nofollow noopener"><span>Hexo</span></a> <i class="iconfont icon-love"></i> '
              '<a href="https://github.com/fluid-dev/hexo-theme-fluid" target="_blank" rel="nofollow noopener"><span>Fluid</span></a> \n    </div>\n  \n  \n    <div class="statistics">\n  \n  \n  \n    \n      <span id="busuanzi_container_site_pv" style="display: none">\n'
              '        总访问量 \n        <span id="busuanzi_value_site_pv"></span>\n         次\n      </span>\n    \n    \n      <span id="busuanzi_container_site_uv" style="display: none">\n        总访客数 \n        <span id="busuanzi_value_site_uv"></span>\n         人\n      </span>\n'
              '    \n    \n  \n\n</div>\n\n  \n  %s\n</div>\n\n  </footer>\n') % beian
    return header + main + footer



# (industry, the company name's last word, the header's menu, what the
# company makes for its boilerplate, the roles its people quote from)
AEM_INDUSTRIES = [
    ("auto", ["Motors", "Motor Company", "Automotive", "Mobility"], ["Vehicles", "Electric", "Owners", "Shop", "Company"],
     ["vehicles", "electric vehicles", "trucks", "mobility services", "engines"],
     ["Chief Executive Officer", "President and CEO", "Chief Technology Officer", "Head of Design", "Chief Operating Officer"]),
    ("bank", ["Bank", "Financial", "Bancorp", "Financial Group", "Bank & Trust"], ["Personal", "Business", "Commercial", "Wealth Management", "About Us"],
     ["banking", "wealth management", "payments", "lending", "capital markets"],
     ["Chairman and CEO", "Chief Executive Officer", "Head of Consumer Banking", "Chief Financial Officer", "Chief Economist"]),
    ("air", ["Airlines", "Air Lines", "Airways", "Air"], ["Book", "Manage", "Travel Info", "Loyalty", "Deals"],
     ["air travel", "cargo", "loyalty programs", "regional flights"],
     ["Chief Executive Officer", "Chief Commercial Officer", "Chief Operating Officer", "Senior Vice President, Network Planning", "President"]),
    ("pharma", ["Pharmaceuticals", "Therapeutics", "Biosciences", "Pharma", "Health"], ["Science", "Medicines", "Patients", "Healthcare Professionals", "Careers"],
     ["medicines", "vaccines", "oncology", "rare diseases", "immunology"],
     ["Chief Executive Officer", "Chief Medical Officer", "President, Research and Development", "Chief Scientific Officer", "Executive Vice President"]),
    ("industrial", ["Industries", "Group", "Technologies", "AG", "SE"], ["Products", "Solutions", "Sustainability", "Investors", "Careers"],
     ["automation", "energy", "materials", "industrial equipment", "software"],
     ["Chief Executive Officer", "Chair of the Board", "Chief Sustainability Officer", "President", "Chief Financial Officer"]),
]
AEM_CITIES = {"auto": ["DETROIT", "DEARBORN, Mich.", "AUBURN HILLS, Mich.", "NASHVILLE, Tenn.", "STUTTGART, Germany", "TOKYO"],
              "bank": ["CHARLOTTE, N.C.", "NEW YORK", "NEW YORK", "CHICAGO", "MINNEAPOLIS", "TORONTO", "LONDON"],
              "air": ["FORT WORTH, Texas", "ATLANTA", "CHICAGO", "SEATTLE", "DALLAS", "MONTREAL", "AMSTERDAM"],
              "pharma": ["INDIANAPOLIS", "PRINCETON, N.J.", "CAMBRIDGE, Mass.", "BASEL, Switzerland", "NEW YORK", "BOSTON", "SOUTH SAN FRANCISCO, Calif."],
              "industrial": ["MUNICH", "MILWAUKEE", "ZURICH", "PARIS", "CHARLOTTE, N.C.", "ST. PAUL, Minn.", "HOUSTON"]}
AEM_ONETRUST = [ONETRUST,
                "We use cookies and similar technologies to improve your experience on our website, to personalize content and ads, and to analyze our traffic. "
                "By clicking \u201cAccept All\u201d, you consent to our use of cookies.",
                "This website uses cookies to enhance user experience and to analyze performance and traffic on our website. We also share information about your "
                "use of our site with our social media, advertising and analytics partners."]


def aem(r, t, body, cat, cs):
    """A large company's newsroom or blog on Adobe Experience Manager
    with its core components (2019-2024), as the makers of cars, banks,
    airlines, drug makers and industrial groups run their sites: every
    part of the page a component in its own grid column
    (div.NAME.aem-GridColumn.aem-GridColumn--default--12, or 8 columns
    offset by 2, with the tablet's and phone's classes on some sites,
    the style system's classes before them), the columns in the
    aem-Grid of a container (div.container.responsivegrid >
    div.cmp-container > div.aem-Grid) nested two or three deep under
    div.root, or on the sites still on AEM 6.4's templates in bare
    div.responsivegrid grids, without the components' ids; on most
    sites each component's data-cmp-data-layer attribute (its type,
    "repo:modifyDate", a text's whole HTML again in "xdm:text") and the
    page's adobeDataLayer script; "Skip to main content"; the header an
    experience fragment (header.experiencefragment >
    div.cmp-experiencefragment--header: the logo's image, the
    cmp-navigation menu, the search component) or the template's own
    header component; the breadcrumb (nav.cmp-breadcrumb) on some sites;
    the headline in a title component's h1.cmp-title__text (an eyebrow
    text over it) or in the site's own article header component.  A
    story (blog, "Stories", "Insights"): its category, a lead paragraph
    in a text component of the "cmp-text--lead" style on some sites
    (the feed's description there), "By NAME", the date and "5 min
    read" in a text component or the author component, the lead
    picture, then the story split among sibling components: text
    components (div.text > div.cmp-text) of one to three paragraphs,
    blank paragraphs of an &nbsp; on some sites, subheadings in title
    components (h2.cmp-title__text, the same markup as the headline's),
    pictures (div.image > div.cmp-image: the <noscript> img of image v2
    or v3's lazy img with its srcset, the caption a span.cmp-image__title,
    the popup title's <meta> or a caption text component of its own
    style), a list in a text component, a quote (a text component of
    the "cmp-text--quote" style, a blockquote and "- NAME, ROLE", or the
    site's quote component: its text, name and title), a YouTube embed,
    a separator; after it the tags, the sharing component, the
    author's card and bio, "Related stories" in teaser cards (pretitle,
    title, description, "Read more") or a list component's titles,
    dates and descriptions, a newsletter's form container, "Back to
    Newsroom".  A press release: "Press release", the headline, a
    subheadline in italics at times, the date, the sharing component,
    the dateline opening the first paragraph ("DETROIT, March 7, 2023
    \u2013 ", bold at times), the paragraphs in text components, a
    highlights' line and list at times, subheadings as title components
    or bold paragraphs, quotes ("\u201c...,\u201d said NAME, ROLE of
    COMPANY.") and at times the quote component, a picture, "About
    PRODUCT" on some, "About COMPANY" (a title component or a bold
    paragraph) and its boilerplate, the forward-looking statements on
    most public companies' releases, "###" at times, "Media contact"
    and "Investor contact" with names, phones and emails in text
    components, the download component of the release's PDF, "Latest
    news" or "Related press releases" teasers or list; the footer an
    experience fragment (link lists, a text component's copyright line,
    "Cookie Settings"); OneTrust's banner on most sites.  Some sites
    are newsrooms of releases, some blogs, some mix them.  No comments.
    The feed's description is the lead where the site shows one, the
    page's description (in the data layer's script, not shown) on some
    sites, the first paragraph on the others.  The truth: the story's
    lead, paragraphs, subheadings, list items and quotes (with the
    quote component's or quote style's name and role lines) across all
    the components in order; on press releases as on the newswires'
    (prwire): the subheadline, the dateline's paragraph as printed,
    the paragraphs, subheadings, highlights, quotes, each "About ..."
    heading and its text, the forward-looking statements' heading and
    paragraph; not the headline, eyebrow, byline, dates, read time,
    captions, tags, sharing, the author's bio, related teasers and
    lists, the newsletter, the download, the buttons, the header and
    footer fragments nor the cookie banner; the contacts and "###"
    (the same block on every release) are neither the text nor counted
    as chrome."""
    # the site's own choices, all drawn before anything of the page
    rs = random.Random(BLOG[0] + " aem")
    lw = lambda g: LEXICON[g.randrange(len(LEXICON))].title()
    ind, suffixes, menu, makes, roles = rs.choice(AEM_INDUSTRIES)
    brand = lw(rs)
    company = brand + " " + rs.choice(suffixes)
    app = rs.choice([brand.lower(), brand.lower() + "-com", brand.lower() + "corp", brand.lower()[:4] + "-web"])
    dom = "www.%s.com" % brand.lower()
    mode = rs.choice(["release", "release", "blog", "blog", "mixed"])
    legacy = rs.random() < 0.25
    layer = not legacy and rs.random() < 0.75
    xf = rs.random() < 0.7
    imgv = 2 if legacy else rs.choice([2, 3, 3])
    cap = rs.choice(["span", "span", "meta", "text"])
    quote_kind = rs.choice(["text", "component"])
    dash = rs.choice(["\u2014 ", "- ", "\u2013 ", ""])
    full = "aem-GridColumn aem-GridColumn--default--12"
    grid = rs.choice([full, "aem-GridColumn--default--none aem-GridColumn aem-GridColumn--default--8 aem-GridColumn--offset--default--2",
                      "aem-GridColumn--tablet--12 aem-GridColumn--offset--tablet--0 aem-GridColumn--default--none aem-GridColumn--tablet--none aem-GridColumn aem-GridColumn--default--8 aem-GridColumn--offset--default--2"])
    custom_head = rs.random() < 0.35
    lead_site = rs.random() < 0.4
    meta_desc = not lead_site and rs.random() < 0.5
    rel_meta = rs.random() < 0.5
    related_kind = rs.choice(["teaser", "teaser", "list"])
    blanks = rs.random() < 0.3
    dstyle = rs.choice(["us", "us", "us", "eu", "short"])
    onetrust = rs.random() < 0.85
    crumbs = rs.random() < 0.6
    main_tag = not legacy and rs.random() < 0.6
    hsub = rs.choice(["h2", "h2", "h3"])
    about_h = rs.choice(["h2", "h3"]) if hsub == "h2" else hsub
    about_title = rs.random() < 0.5
    bold_heads = rs.random() < 0.5
    share_top = rs.random() < 0.5
    listed = rs.random() < (0.8 if ind in ("pharma", "bank") else 0.55)
    ticker = "(%s: %s)" % (rs.choice(["NYSE", "NYSE", "NASDAQ"]), brand[:rs.choice([2, 3, 4])].upper())
    city = rs.choice(AEM_CITIES[ind])
    bold_dl, paren_dl = rs.random() < 0.5, rs.random() < 0.25
    dsh = rs.choice([" \u2013 ", " \u2014 ", " -- "])
    newsroom = rs.choice(["Newsroom", "Newsroom", "News", "Media", "News Hub", "Press Room"])
    blogname = rs.choice(["Stories", "Insights", "Blog", "Perspectives", "Our Stories", "Articles"])
    relname = rs.choice(["Press Releases", "News Releases", "Press releases"])
    nroot, broot = "-".join(newsroom.lower().split()), "-".join(blogname.lower().split())
    loc = rs.choice(["us/en", "us/en", "en", "en-us", "global/en"])
    xfname = rs.choice(["header", "header", "header-xf", "global-header"])
    otid = "%08x-%04x-%04x-%04x-%012x" % (rs.getrandbits(32), rs.getrandbits(16), rs.getrandbits(16), rs.getrandbits(16), rs.getrandbits(48))
    banner = rs.choice(AEM_ONETRUST)
    ot_title = rs.choice(["We value your privacy", "Your privacy", "This website uses cookies", "Cookie preferences"])
    ot_reject = rs.random() < 0.6
    ot_accept = "Accept All Cookies" if banner == ONETRUST else rs.choice(["Accept All", "Accept Cookies", "I Accept"])
    boiler = "%s %sis a %s %s of " % (
        company, ticker + " " if listed else "", rs.choice(["leading", "global", "diversified", "trusted", "100-year-old"]),
        rs.choice(["provider", "maker", "leader"])) + " and ".join(rs.sample(makes, 2)) + ". %s %s" % (para(rs, 2, 3),
        rs.choice(["For more information, visit %s." % dom, "Learn more at %s." % dom, "To learn more, visit %s." % dom]))
    fls_head = rs.choice(["Forward-Looking Statements", "Cautionary Statement Regarding Forward-Looking Statements", "Forward-looking statements"])
    risks = " ".join(word(rs) for _ in range(rs.randint(8, 14)))
    contacts = [(x, rs.choice(["Global Communications", "Corporate Communications", "Media Relations", "External Affairs"]),
                 "%s.%s@%s" % (x.split()[0].lower(), x.split()[-1].lower(), dom[4:]), "+1 %d-%d-%04d" % (rs.randint(201, 989), rs.randint(200, 999), rs.randrange(10000)))
                for x in rs.sample(NAMES[:10], 3)]
    chead = rs.choice(["Media contact", "Media Contacts", "Media inquiries", "Contacts"])
    hashes = rs.random() < 0.4
    pdf_label = rs.choice(["Download press release (PDF)", "Press release (PDF)", "Download the release"])
    authors = [(x, rs.choice(["Senior Writer", "Communications Manager", "Content Strategist", "Editor", "Head of Brand Storytelling"]), sentence(rs, 14, 26))
               for x in rs.sample(NAMES[:10], 3)]
    byline_text = rs.random() < 0.5
    lead_style = rs.choice(["cmp-text--lead", "cmp-text--intro", "text--large"])
    bio_on = rs.random() < 0.6
    rel_head = rs.choice(["Latest news", "Related press releases", "More news", "Recent releases"])
    story_head = rs.choice(["Related stories", "You may also like", "More stories", "Keep reading"])
    more = rs.choice(["Read more", "Read more", "Learn more", "Read the story"])
    news_on = rs.random() < 0.45
    news_h = rs.choice(["Subscribe to our newsletter", "Get the latest stories in your inbox", "Stay informed with %s" % company, "Sign up for %s updates" % brand])
    back = rs.choice(["Back to %s" % newsroom, "Back to %s" % newsroom, "See all news"])
    body_style = rs.choice(["cmp-container--article", "article-body", ""]) if not legacy else ""
    share_label = rs.choice(["Share", "Share this article", "Share this story"])
    xnet = rs.choice(["Twitter", "X"])
    fb_share = legacy and rs.random() < 0.5
    nav_label = rs.choice(["Main navigation", "Primary", "Site navigation"])
    ids = ["%010x" % rs.getrandbits(40) for _ in range(6)]
    libs = ('\n<script src="/etc.clientlibs/%s/clientlibs/clientlib-site.lc-%032x-lc.min.js"></script>\n'
            '<script async src="/etc.clientlibs/core/wcm/components/commons/datalayer/v1/clientlibs/core.wcm.components.commons.datalayer.v1.lc-%032x-lc.min.js"></script>\n'
            '<script src="https://assets.adobedtm.com/%012x/%012x/launch-%012x.min.js" async></script>') % (
        app, rs.getrandbits(128), rs.getrandbits(128), rs.getrandbits(48), rs.getrandbits(48), rs.getrandbits(48))

    # the page's
    is_rel = mode == "release" or mode == "mixed" and r.random() < 0.5
    section = relname if is_rel else blogname
    sroot = nroot if mode != "blog" else broot
    slug = "-".join("".join(c for c in t.lower() if c.isalnum() or c == " ").split())
    pub = datetime.datetime(r.choice([2020, 2021, 2022, 2023, 2024]), r.randint(1, 12), r.randint(1, 28), r.randint(7, 17), r.choice([0, 0, 0, 15, 30]))
    path = "/content/%s/%s/%s/%d/%02d/%s" % (app, loc, sroot, pub.year, pub.month, slug)
    stamp = lambda d: d.strftime("%Y-%m-%dT%H:%M:%SZ")
    mod = pub + datetime.timedelta(minutes=r.randint(5, 3000))

    def day(d):
        if dstyle == "eu":
            return "%d %s %d" % (d.day, MONTHS[d.month - 1], d.year)
        if dstyle == "short":
            return "%s %d, %d" % (MONTHS[d.month - 1][:3], d.day, d.year)
        return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)

    def dl(key, d):
        # the data layer's JSON in an attribute, as HTL escapes it
        if not layer:
            return ""
        s = json.dumps({key: d}, ensure_ascii=False, separators=(",", ":"))
        return ' data-cmp-data-layer="%s"' % s.replace("&", "&amp;").replace('"', "&#34;").replace("<", "&lt;")

    def base(kind):
        return {"@type": "%s/components/%s" % (app, kind), "repo:modifyDate": stamp(mod - datetime.timedelta(minutes=r.randint(0, 400)))}

    def ident(kind):
        i = "%s-%010x" % (kind, r.getrandbits(40))
        return i, (' id="%s"' % i if not legacy else "")

    def col(name, inner, style="", width=None):
        return '<div class="%s%s %s">\n%s\n\n    \n</div>' % (style + " " if style else "", name, width or grid, inner)

    def text(inner, style="", width=None):
        i, idattr = ident("text")
        d = base("text")
        d["xdm:text"] = inner + "\r\n"
        return col("text", '<div%s%s class="cmp-text">\n    %s\n</div>' % (dl(i, d), idattr, inner), style, width)

    def heading(x, h="h2", style="", width=None):
        i, idattr = ident("title")
        d = base("title")
        d["dc:title"] = x
        return col("title", '<div%s%s class="cmp-title">\n    <%s class="cmp-title__text">%s</%s>\n</div>' % (dl(i, d), idattr, h, esc(x), h), style, width)

    def container(items, style="", width=None, tag="div", cid=None):
        i, idattr = ident("container")
        cls = " ".join(x for x in ("container responsivegrid" if not legacy else "responsivegrid", style, width if width is not None else full) if x)
        if legacy:
            return '<%s class="%s">\n<div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">\n%s\n</div>\n</%s>' % (tag, cls, "\n".join(items), tag)
        return ('<%s class="%s">\n<div%s id="%s" class="cmp-container">\n<div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">\n%s\n</div>\n</div>\n</%s>') % (
            tag, cls, dl(i, base("container")), cid or i, "\n".join(items), tag)

    def img_html(name, alt, caption, w, h, cpath=None):
        i, idattr = ident("image")
        uid = "%08x-%04x-%04x-%04x-%012x" % (r.getrandbits(32), r.getrandbits(16), r.getrandbits(16), r.getrandbits(16), r.getrandbits(48))
        asset = "/content/dam/%s/%s/%d/%s.jpg" % (app, sroot, pub.year, name)
        ts = int((mod - datetime.datetime(1970, 1, 1)).total_seconds() * 1000)
        cpath = cpath or "%s/_jcr_content/root/container/container/%s.coreimg" % (path, i.replace("-", "_"))
        d = base("image")
        d["image"] = {"repo:id": uid, "repo:modifyDate": stamp(mod), "@type": "image/jpeg", "repo:path": asset, "xdm:tags": []}
        capt = ('\n    <span class="cmp-image__title" itemprop="caption">%s</span>' % esc(caption) if cap == "span" else
                '\n    <meta itemprop="caption" content="%s"/>' % esc(caption) if cap == "meta" else "") if caption else ""
        ttl = ' title="%s"' % esc(caption) if caption and cap == "meta" else ""
        if imgv == 2:
            return ('<div data-cmp-is="image" data-cmp-lazy data-cmp-lazythreshold="0" data-cmp-src="%s{.width}.jpeg/%d/%s.jpeg" data-cmp-widths="320,480,600,800,1024,1200,1600" '
                    'data-asset="%s" data-asset-id="%s" data-title="%s"%s%s class="cmp-image" itemscope itemtype="http://schema.org/ImageObject">\n'
                    '    <noscript data-cmp-hook-image="noscript">\n        <img src="%s.jpeg/%d/%s.jpeg" class="cmp-image__image" itemprop="contentUrl" data-cmp-hook-image="image" alt="%s"%s/>\n'
                    '    </noscript>%s\n</div>') % (cpath, ts, name, asset, uid, esc(caption or alt), idattr, dl(i, d), cpath, ts, name, esc(alt), ttl, capt)
        return ('<div data-cmp-is="image" data-cmp-widths="320,480,600,800,1024,1200,1600" data-cmp-src="%s{.width}.jpeg/%d/%s.jpeg" data-asset-id="%s" data-cmp-filereference="%s"%s%s '
                'data-cmp-hook-image="imageV3" class="cmp-image" itemscope itemtype="http://schema.org/ImageObject">\n'
                '    <img src="%s.jpeg/%d/%s.jpeg" srcset="%s" loading="lazy" class="cmp-image__image" itemprop="contentUrl" width="%d" height="%d" sizes="(min-width: 1024px) 66vw, 100vw" alt="%s"%s/>%s\n</div>') % (
            cpath, ts, name, uid, asset, idattr, dl(i, d), cpath, ts, name, ", ".join("%s.%d.jpeg/%d/%s.jpeg %dw" % (cpath, x, ts, name, x) for x in (320, 480, 600, 800, 1024, 1200, 1600)),
            w, h, esc(alt), ttl, capt)

    def image(caption, width=None):
        name = "%s-%s" % (LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))])
        alt = " ".join(word(r) for _ in range(r.randint(3, 8))) if r.random() < 0.8 else ""
        out = col("image", img_html(name, alt, caption, 1600, r.choice([900, 1067, 1200])), "", width)
        if caption and cap == "text":
            out += "\n" + text("<p><i>%s</i></p>" % esc(caption), "cmp-text--caption", width)
        return out

    def p_html(x):
        # a link over a few words at times, to another page of the site
        w = x.split(" ")
        if len(w) > 10 and r.random() < 0.15:
            k = r.randrange(len(w) - 4)
            href = "/%s/%s.html" % (loc, "-".join("".join(c for c in y.lower() if c.isalnum()) for y in w[k:k + 2]))
            return '%s<a href="%s" target="_self">%s</a> %s' % ((esc(" ".join(w[:k])) + " ") if k else "", href, esc(" ".join(w[k:k + 3])), esc(" ".join(w[k + 3:])))
        return esc(x)

    def ptext(xs):
        return "\n".join("<p>%s</p>" % p_html(x) + ("\n<p>&nbsp;</p>" if blanks and j + 1 < len(xs) and r.random() < 0.3 else "") for j, x in enumerate(xs))

    def quote(q, who, role):
        if quote_kind == "text":
            line = "%s%s, %s" % (dash, who, role)
            return text("<blockquote>%s</blockquote>\n<p>%s</p>" % (esc(q), esc(line)), "cmp-text--quote"), [q, line]
        i, idattr = ident("quote")
        d = base("quote")
        d["dc:title"] = q
        return col("quote", ('<div%s%s class="cmp-quote">\n    <blockquote class="cmp-quote__text">\n        <p>%s</p>\n    </blockquote>\n'
                             '    <div class="cmp-quote__attribution">\n        <p class="cmp-quote__author">%s</p>\n        <p class="cmp-quote__author-title">%s</p>\n    </div>\n</div>') % (
            dl(i, d), idattr, esc(q), esc(who), esc(role))), [q, who, role]

    def embed():
        i, idattr = ident("embed")
        vid = "".join(r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-") for _ in range(11))
        return col("embed", ('<div%s%s class="cmp-embed">\n    <div class="cmp-embed__youtube" style="position:relative;padding-bottom:56.25%%;height:0;overflow:hidden;">\n'
                             '        <iframe src="https://www.youtube.com/embed/%s?rel=0" title="YouTube video player" style="position:absolute;top:0;left:0;width:100%%;height:100%%;" '
                             'frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture" allowfullscreen></iframe>\n    </div>\n</div>') % (
            dl(i, base("embed")), idattr, vid))

    def separator():
        i, idattr = ident("separator")
        return col("separator", '<div%s%s class="cmp-separator">\n    <hr class="cmp-separator__horizontal-rule"/>\n</div>' % (dl(i, base("separator")), idattr))

    def button(label, href):
        i, idattr = ident("button")
        d = base("button")
        d["dc:title"] = label
        d["xdm:linkURL"] = href
        return col("button", '<a%s%s class="cmp-button" href="%s">\n    <span class="cmp-button__text">%s</span>\n</a>' % (idattr, dl(i, d), href, esc(label)), "", full)

    def sharing():
        url = "https://%s/%s/%s/%d/%02d/%s.html" % (dom, loc, sroot, pub.year, pub.month, slug)
        if fb_share:
            return col("sharing", '<div class="fb-share-button" data-href="%s" data-layout="button_count" data-size="small" data-mobile-iframe="false">\n</div>' % url, "", full)
        nets = [("linkedin", "LinkedIn", "https://www.linkedin.com/sharing/share-offsite/?url="), ("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u="),
                ("twitter", xnet, "https://twitter.com/intent/tweet?url="), ("email", "Email", "mailto:?subject=%s&amp;body=" % esc(t).replace(" ", "%20"))]
        return col("sharing", ('<div class="cmp-sharing" data-cmp-is="sharing">\n    <span class="cmp-sharing__label">%s</span>\n    <ul class="cmp-sharing__list">\n%s'
                               '        <li class="cmp-sharing__item"><button class="cmp-sharing__link cmp-sharing__link--copy" data-cmp-hook-sharing="copy" data-url="%s">'
                               '<span class="cmp-sharing__text">Copy link</span></button></li>\n    </ul>\n</div>') % (
            share_label, "".join('        <li class="cmp-sharing__item"><a class="cmp-sharing__link cmp-sharing__link--%s" href="%s%s" target="_blank" rel="noopener noreferrer" aria-label="Share on %s">'
                                 '<span class="cmp-sharing__text">%s</span></a></li>\n' % (k, u, url, x, x) for k, x, u in nets), url), "", full)

    # the story, split among components
    out, story = [], []
    sub = ""
    if is_rel:
        sub = sentence(r, 10, 22) if r.random() < 0.45 else ""
        story += [sub] if sub else []
        when = day(pub)
        if dstyle != "eu":
            when = "%s %d, %d" % (AP_MONTHS.get(MONTHS[pub.month - 1], MONTHS[pub.month - 1]), pub.day, pub.year)
        line = "%s (%s)" % (city, when) if paren_dl else "%s, %s" % (city, when)
        first = body[0]
        if r.random() < 0.75:
            first = "%s %stoday announced %s" % (company, ticker + " " if listed and r.random() < 0.7 else "", first[0].lower() + first[1:])
        story.append(line + dsh + first)
        cur = ["<p>%s%s%s</p>" % ("<b>%s</b>" % esc(line) if bold_dl else esc(line), dsh, esc(first))]
        rest = list(body[1:])
        hi_at = r.randrange(len(rest) + 1) if r.random() < 0.4 else -1
        head_at = set(r.sample(range(1, len(rest)), min(len(rest) - 1, r.choice([1, 2])))) if len(rest) >= 3 and r.random() < 0.4 else set()
        quote_at = min(len(rest), r.choice([1, 2, 2, 3])) if r.random() < 0.85 else -1
        qcomp_at = r.randrange(1, len(rest) + 1) if len(rest) >= 2 and r.random() < 0.3 else -1
        pic_at = r.randrange(len(rest) + 1) if r.random() < 0.35 else -1

        def flush():
            if cur:
                out.append(text("\n".join(cur)))
                del cur[:]
        for i in range(len(rest) + 1):
            if i == pic_at:
                flush()
                out.append(image(sentence(r, 6, 16) if r.random() < 0.8 else ""))
            if i == hi_at:
                hl = r.choice(["Key highlights:", "Highlights include:", "Among the announcements:", "Key findings include:", "The program includes:"])
                items = [sentence(r, 5, 14).rstrip(".?!") + r.choice(["", ";", "."]) for _ in range(r.randint(3, 5))]
                cur.append("<p>%s</p>\n<ul>\n%s</ul>" % (esc(hl), "".join("<li>%s</li>\n" % esc(x) for x in items)))
                story.extend([hl] + items)
            if i == quote_at:
                a, b = sentence(r, 10, 24), sentence(r, 8, 20) if r.random() < 0.5 else ""
                who, role = r.choice(NAMES[:10]), r.choice(roles)
                q = "\u201c%s\u201d said %s, %s%s%s" % (a[:-1] + "," if a.endswith(".") else a, who, role, r.choice([" of %s." % company, " at %s." % company, "."]),
                                                        " \u201c%s\u201d" % b if b else "")
                cur.append("<p>%s</p>" % esc(q))
                story.append(q)
            if i == qcomp_at:
                flush()
                h_, lines = quote("\u201c%s\u201d" % sentence(r, 10, 22), r.choice(NAMES[:10]), r.choice(roles) + (", " + company if r.random() < 0.5 else ""))
                out.append(h_)
                story.extend(lines)
            if i in head_at:
                h = title(r)
                if bold_heads:
                    cur.append("<p><b>%s</b></p>" % esc(h))
                else:
                    flush()
                    out.append(heading(h, hsub))
                story.append(h)
            if i < len(rest):
                cur.append("<p>%s</p>" % p_html(rest[i]))
                story.append(rest[i])
                if r.random() < 0.2:
                    flush()
        flush()
        abouts = []
        if r.random() < (0.5 if ind == "pharma" else 0.15):
            prod = "%s%s" % (lw(r), r.choice(["\u00ae", "\u2122", "", " (%s)" % LEXICON[r.randrange(2000)]]))
            abouts.append(("About %s" % prod, [para(r, 2, 4) for _ in range(r.randint(1, 2))]))
        abouts.append(("About %s" % company, [boiler]))
        if listed and r.random() < (0.9 if ind in ("pharma", "bank") else 0.6):
            fls = ("This press release contains forward-looking statements within the meaning of the Private Securities Litigation Reform Act of 1995, "
                   "including statements about %s. Words such as \u201cexpects,\u201d \u201canticipates,\u201d \u201cintends,\u201d \u201cplans,\u201d \u201cbelieves\u201d "
                   "and \u201cestimates\u201d identify forward-looking statements. These statements are based on %s\u2019s current expectations and are subject to risks "
                   "and uncertainties, including %s, that could cause actual results to differ materially. %s undertakes no obligation to update any "
                   "forward-looking statement, except as required by law.") % (" ".join(word(r) for _ in range(r.randint(6, 12))), company, risks, company)
            abouts.append((fls_head, [fls]))
        link = lambda s: s.replace(esc(dom) + ".", '<a href="https://%s" target="_blank" rel="noopener">%s</a>.' % (dom, dom))
        for h, xs in abouts:
            story.append(h)
            story.extend(xs)
            if about_title:
                out.append(heading(h, about_h))
                out.append(text(link(ptext(xs))))
            else:
                out.append(text("<p><b>%s</b></p>\n%s" % (esc(h), link(ptext(xs)))))
        if hashes:
            out.append(text('<p style="text-align: center;">###</p>'))
        ctext = "\n".join('<p>%s<br>\n%s<br>\n%s<br>\n<a href="mailto:%s">%s</a></p>' % (esc(a), esc(b), c, m, m) for a, b, m, c in contacts[:r.choice([1, 1, 2])])
        if listed and r.random() < 0.4:
            ctext += '\n<p><b>Investor contact</b><br>\n%s<br>\n%s<br>\n<a href="mailto:ir@%s">ir@%s</a></p>' % (esc(contacts[2][0]), contacts[2][3], dom[4:], dom[4:])
        if about_title:
            out.append(heading(chead, "h3"))
            out.append(text(ctext))
        else:
            out.append(text("<p><b>%s</b></p>\n%s" % (esc(chead), ctext)))
        if r.random() < 0.45:
            i, idattr = ident("download")
            fn = "%s-%d%02d%02d.pdf" % (slug[:40], pub.year, pub.month, pub.day)
            href = "/content/dam/%s/%s/%d/%s" % (app, sroot, pub.year, fn)
            out.append(col("download", ('<div%s%s class="cmp-download">\n    <h3 class="cmp-download__title"><a class="cmp-download__title-link" href="%s">%s</a></h3>\n'
                                        '    <a class="cmp-download__action" href="%s" target="_blank"><span class="cmp-download__action-text">Download</span></a>\n'
                                        '    <dl class="cmp-download__properties">\n'
                                        '        <div class="cmp-download__property cmp-download__property--filename"><dt class="cmp-download__property-label">Filename</dt><dd class="cmp-download__property-content">%s</dd></div>\n'
                                        '        <div class="cmp-download__property cmp-download__property--size"><dt class="cmp-download__property-label">Size</dt><dd class="cmp-download__property-content">%d KB</dd></div>\n'
                                        '        <div class="cmp-download__property cmp-download__property--format"><dt class="cmp-download__property-label">Format</dt><dd class="cmp-download__property-content">pdf</dd></div>\n'
                                        '    </dl>\n</div>') % (dl(i, base("download")), idattr, href, pdf_label, href, fn, r.randint(90, 900))))
    else:
        n = len(body)
        groups, i = [], 0
        while i < n:
            k = r.choice([1, 1, 2, 2, 3])
            groups.append(body[i:i + k])
            i += k
        heads = {g for g in range(1, len(groups)) if r.random() < 0.5} if n >= 3 else set()
        pics = set(r.sample(range(len(groups)), min(len(groups), r.choice([0, 1, 1, 2])))) if n > 1 else set()
        quote_at = r.randrange(len(groups)) if n > 1 and r.random() < 0.45 else -1
        list_at = r.randrange(len(groups)) if r.random() < 0.3 else -1
        video_at = r.randrange(len(groups)) if n > 2 and r.random() < 0.15 else -1
        sep_at = r.randrange(1, len(groups)) if len(groups) > 2 and r.random() < 0.15 else -1
        if lead_site:
            TEASER.append(sentence(r, 16, 32))
        for g, xs in enumerate(groups):
            if g == sep_at:
                out.append(separator())
            if g in heads:
                h = title(r)
                out.append(heading(h, hsub))
                story.append(h)
            inner = ptext(xs)
            story.extend(xs)
            if g == list_at:
                items = [sentence(r, 4, 14) for _ in range(r.randint(3, 6))]
                tg = r.choice(["ul", "ul", "ol"])
                inner += "\n<%s>\n%s</%s>" % (tg, "".join("<li>%s</li>\n" % esc(x) for x in items), tg)
                story.extend(items)
            out.append(text(inner))
            if g in pics:
                out.append(image(sentence(r, 5, 16) if r.random() < 0.75 else ""))
            if g == quote_at:
                q = para(r, 1, 2)
                if quote_kind == "component" or r.random() < 0.6:
                    q = "\u201c%s\u201d" % q
                h_, lines = quote(q, r.choice(NAMES[:10]), r.choice(roles) + (", " + company if r.random() < 0.4 else ""))
                out.append(h_)
                story.extend(lines)
            if g == video_at:
                out.append(embed())
    STORY[:] = story
    if meta_desc or is_rel and not lead_site and rel_meta:
        DESC.append(sentence(r, 16, 30))
    desc = DESC[0] if DESC else TEASER[0] if TEASER and not is_rel else story[0][:200]

    # the article's head: the crumbs, the eyebrow, the headline, the dates and the byline
    top = []
    if crumbs:
        i, idattr = ident("breadcrumb")
        items = [("Home", "/%s.html" % loc), (newsroom if mode != "blog" else blogname, "/%s/%s.html" % (loc, sroot))]
        items += [(section, "/%s/%s/%s.html" % (loc, sroot, "-".join(section.lower().split())))] if section != items[-1][0] else []
        items.append((t, None))
        top.append(col("breadcrumb", ('<nav%s class="cmp-breadcrumb" aria-label="Breadcrumb">\n    <ol class="cmp-breadcrumb__list" itemscope itemtype="http://schema.org/BreadcrumbList">\n%s    </ol>\n</nav>') % (
            idattr, "".join(('        <li class="cmp-breadcrumb__item%s" itemprop="itemListElement" itemscope itemtype="http://schema.org/ListItem">\n            %s\n'
                             '            <meta itemprop="position" content="%d"/>\n        </li>\n') % (
                "" if h else " cmp-breadcrumb__item--active", '<a href="%s" class="cmp-breadcrumb__item-link" itemprop="item"><span itemprop="name">%s</span></a>' % (h, esc(x)) if h
                else '<span itemprop="name">%s</span>' % esc(x), k + 1) for k, (x, h) in enumerate(items))), "", full))
    eyebrow = r.choice(["Press release", "Press Release", "News release"]) if is_rel else cat
    author, arole, bio = r.choice(authors)
    aslug = author.lower().replace(" ", "-")
    mins = max(1, sum(len(x.split()) for x in story) // 220 + 1)
    if custom_head:
        i, idattr = ident("articleheader")
        top.append(col("articleheader", ('<div%s class="cmp-articleheader">\n    <p class="cmp-articleheader__eyebrow">%s</p>\n    <h1 class="cmp-articleheader__title">%s</h1>\n'
                                         '    <div class="cmp-articleheader__meta">%s<time class="cmp-articleheader__date" datetime="%s">%s</time>%s</div>\n</div>') % (
            idattr, esc(eyebrow), esc(t), "" if is_rel else '<span class="cmp-articleheader__author">By %s</span>' % author, pub.strftime("%Y-%m-%d"), day(pub),
            "" if is_rel else '<span class="cmp-articleheader__readtime">%d min read</span>' % mins), "", full))
    else:
        top.append(text("<p>%s</p>" % esc(eyebrow), "cmp-text--eyebrow", full))
        top.append(heading(t, "h1", "", full))
    if is_rel:
        if sub:
            top.append(text("<p><i>%s</i></p>" % esc(sub), "cmp-text--subtitle"))
        if not custom_head:
            top.append(text("<p>%s</p>" % day(pub), "cmp-text--date"))
    else:
        if TEASER:
            top.append(text("<p>%s</p>" % esc(TEASER[0]), lead_style))
        if not custom_head:
            if byline_text:
                top.append(text("<p>By %s<br>\n%s | %d min read</p>" % (author, day(pub), mins), "cmp-text--byline"))
            else:
                i, idattr = ident("author")
                top.append(col("author", ('<div%s class="cmp-author">\n    <img class="cmp-author__image" src="/content/dam/%s/authors/%s.jpg" alt="%s" width="48" height="48"/>\n'
                                          '    <p class="cmp-author__name">By <a href="/%s/%s/authors/%s.html">%s</a></p>\n    <p class="cmp-author__date"><time datetime="%s">%s</time> \u00b7 %d min read</p>\n</div>') % (
                    idattr, app, aslug, author, loc, sroot, aslug, author, pub.strftime("%Y-%m-%d"), day(pub), mins)))
    if share_top:
        top.append(sharing())
    if r.random() < (0.3 if is_rel else 0.75):
        top.append(image(sentence(r, 6, 14) if r.random() < 0.6 else ""))

    # after the story
    tail = []
    if not is_rel and r.random() < 0.7:
        tags = sorted({" ".join(word(r) for _ in range(r.randint(1, 2))).title() for _ in range(r.randint(2, 5))} | {cat})
        i, idattr = ident("tags")
        tail.append(col("tags", '<div%s class="cmp-tags">\n    <span class="cmp-tags__label">Tags</span>\n    <ul class="cmp-tags__list">\n%s    </ul>\n</div>' % (
            idattr, "".join('        <li class="cmp-tags__item"><a class="cmp-tags__link" href="/%s/%s.html?tag=%s">%s</a></li>\n' % (loc, sroot, x.lower().replace(" ", "-"), esc(x)) for x in tags))))
    if not share_top:
        tail.append(sharing())
    if not is_rel and bio_on:
        EXTRAS.append(bio)
        i, idattr = ident("authorbio")
        tail.append(col("authorbio", ('<div%s class="cmp-authorbio">\n    <img class="cmp-authorbio__image" src="/content/dam/%s/authors/%s.jpg" alt="%s"/>\n    <div class="cmp-authorbio__content">\n'
                                      '        <p class="cmp-authorbio__name">%s</p>\n        <p class="cmp-authorbio__title">%s</p>\n        <div class="cmp-authorbio__description"><p>%s</p></div>\n    </div>\n</div>') % (
            idattr, app, aslug, author, author, arole, esc(bio))))
    rh = rel_head if is_rel else story_head
    rel = [(title(r), " ".join(para(r, 1, 2).split()[:r.randint(12, 28)]), pub - datetime.timedelta(days=r.randint(2, 120))) for _ in range(r.choice([3, 3, 4, 6]))]
    EXTRAS.extend([rh] + [x for a, b, _ in rel for x in (a, b)])
    rslug = lambda x: "/%s/%s/%d/%02d/%s.html" % (loc, sroot, x[2].year, x[2].month, "-".join("".join(c for c in x[0].lower() if c.isalnum() or c == " ").split()))
    if related_kind == "teaser":
        cards = []
        for x in rel:
            i, idattr = ident("teaser")
            d = base("teaser")
            d.update({"dc:title": x[0], "dc:description": "<p>%s</p>" % x[1], "xdm:linkURL": rslug(x)})
            name = "%s-%s" % (LEXICON[r.randrange(len(LEXICON))], LEXICON[r.randrange(len(LEXICON))])
            cards.append(col("teaser", ('<div%s%s class="cmp-teaser">\n    <div class="cmp-teaser__image">\n%s\n    </div>\n    <div class="cmp-teaser__content">\n'
                                        '        <p class="cmp-teaser__pretitle">%s</p>\n        <h3 class="cmp-teaser__title"><a class="cmp-teaser__title-link" href="%s">%s</a></h3>\n'
                                        '        <div class="cmp-teaser__description"><p>%s</p></div>\n        <div class="cmp-teaser__action-container"><a class="cmp-teaser__action-link" href="%s">%s</a></div>\n    </div>\n</div>') % (
                idattr, dl(i, d), img_html(name, "", "", 800, 450, "/content/%s%s/_jcr_content/_cq_featuredimage.coreimg" % (app, rslug(x)[:-5])), day(x[2]) if is_rel else r.choice(CATS), rslug(x), esc(x[0]), esc(x[1]), rslug(x), more),
                "", "aem-GridColumn aem-GridColumn--default--%d" % (3 if len(rel) == 4 else 4)))
        tail.append(container([heading(rh, "h2", "", full)] + cards, "cmp-container--related"))
    else:
        i, idattr = ident("list")
        tail.append(heading(rh, "h2", "", full))
        tail.append(col("list", '<ul%s class="cmp-list">\n%s</ul>' % (idattr, "".join(
            ('    <li class="cmp-list__item">\n        <article>\n            <a class="cmp-list__item-link" href="%s">\n                <span class="cmp-list__item-title">%s</span>\n'
             '                <span class="cmp-list__item-date">%s</span>\n            </a>\n            <span class="cmp-list__item-description">%s</span>\n        </article>\n    </li>\n') % (
                rslug(x), esc(x[0]), day(x[2]), esc(x[1])) for x in rel)), "", full))
    if not is_rel and news_on:
        EXTRAS.append(news_h)
        i, idattr = ident("container")
        fields = [heading(news_h, "h3", "", full),
                  col("text", ('<div class="cmp-form-text">\n    <label for="form-text-%s">Email address</label>\n'
                               '    <input class="cmp-form-text__text" data-cmp-hook-form-text="input" type="email" id="form-text-%s" placeholder="name@example.com" name="email" required/>\n</div>') % (
                      i[10:], i[10:]), "", full),
                  col("button", '<button type="SUBMIT" name="subscribe" class="cmp-form-button">Subscribe</button>', "", full)]
        tail.append(col("container", ('<form method="POST" action="%s.form.html" id="%s" name="%s" enctype="multipart/form-data" class="cmp-form aem-Grid aem-Grid--12 aem-Grid--default--12 ">\n'
                                      '<input type="hidden" name=":formstart" value="%s/_jcr_content/root/container/newsletter"/>\n<input type="hidden" name="_charset_" value="utf-8"/>\n%s\n</form>') % (
            path, i, i, path, "\n".join(fields)), "cmp-form--newsletter", full))
    tail.append(button(back if is_rel or mode == "blog" else "Back to %s" % newsroom, "/%s/%s.html" % (loc, sroot)))
    body_box = container(out, body_style, full)
    main = container(top + [body_box] + tail, "", "" if not legacy else full, "main" if main_tag else "div", "main-content")

    # the page's header and footer, the same on every page
    navs = [(x, "/%s/%s.html" % (loc, "-".join(x.lower().replace("&", "and").split()))) for x in menu] + [(newsroom if mode != "blog" else blogname, "/%s/%s.html" % (loc, sroot))]
    nav_html = '<nav%s class="cmp-navigation" itemscope itemtype="http://schema.org/SiteNavigationElement" aria-label="%s">\n    <ul class="cmp-navigation__group">\n%s    </ul>\n</nav>' % (
        "" if legacy else ' id="navigation-%s"' % ids[0], nav_label, "".join(
            '        <li class="cmp-navigation__item cmp-navigation__item--level-0%s">\n            <a href="%s" title="%s" class="cmp-navigation__item-link">%s</a>\n        </li>\n' % (
                " cmp-navigation__item--active" if k == len(navs) - 1 else "", h, esc(x), esc(x)) for k, (x, h) in enumerate(navs)))
    logo = '<a class="cmp-image__link" href="/%s.html"><img src="/content/dam/%s/logos/%s-logo.svg" class="cmp-image__image" itemprop="contentUrl" alt="%s"/></a>' % (loc, app, app, esc(company))
    search = ('<section class="cmp-search" role="search" data-cmp-is="search" data-cmp-min-length="3" data-cmp-results-size="10">\n    <form class="cmp-search__form" data-cmp-hook-search="form" method="get" '
              'action="/content/%s/%s/search.searchresults.json/_jcr_content/root/search" autocomplete="off">\n        <div class="cmp-search__field">\n            <i class="cmp-search__icon" data-cmp-hook-search="icon"></i>\n'
              '            <span class="cmp-search__loading-indicator" data-cmp-hook-search="loadingIndicator"></span>\n'
              '            <input class="cmp-search__input" data-cmp-hook-search="input" type="text" name="fulltext" placeholder="Search" role="combobox" aria-autocomplete="list" aria-haspopup="true" aria-invalid="false">\n'
              '            <button class="cmp-search__clear" data-cmp-hook-search="clear"><i class="cmp-search__clear-icon"></i></button>\n        </div>\n    </form>\n'
              '    <div class="cmp-search__results" data-cmp-hook-search="results" role="listbox" aria-multiselectable="false"></div>\n'
              '    <script data-cmp-hook-search="itemTemplate" type="x-template">\n        <a class="cmp-search__item" data-cmp-hook-search="item">\n'
              '            <span class="cmp-search__item-title" data-cmp-hook-search="itemTitle"></span>\n        </a>\n    </script>\n</section>') % (app, loc)

    def fragment(tag, name, fid, cid, items):
        # an experience fragment: its own container of columns, as a
        # <header> or <footer> on the container's sites, a column of the
        # root's grid on the old ones
        grid_ = '<div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">\n%s\n</div>' % "\n".join(items)
        if legacy:
            return col("experiencefragment", '<div class="cmp-experiencefragment cmp-experiencefragment--%s">\n<div class="xf-content-height">\n%s\n</div>\n</div>' % (name, grid_), "", full)
        return ('<%s class="experiencefragment">\n<div id="experiencefragment-%s" class="cmp-experiencefragment cmp-experiencefragment--%s">\n'
                '<div id="container-%s" class="cmp-container">\n%s\n</div>\n</div>\n</%s>') % (tag, fid, name, cid, grid_, tag)
    if xf:
        head = fragment("header", xfname, ids[1], ids[2], [
            col("image", '<div class="cmp-image" itemscope itemtype="http://schema.org/ImageObject">\n    %s\n</div>' % logo, "", "aem-GridColumn aem-GridColumn--default--2"),
            col("navigation", nav_html, "", "aem-GridColumn aem-GridColumn--default--8"), col("search", search, "", "aem-GridColumn aem-GridColumn--default--2")])
    else:
        head = col("header", ('<header class="cmp-header" data-cmp-is="header">\n    <div class="cmp-header__logo">%s</div>\n'
                              '    <button class="cmp-header__menu-toggle" aria-expanded="false" aria-controls="cmp-header-nav">Menu</button>\n'
                              '    <div class="cmp-header__nav" id="cmp-header-nav">%s</div>\n    <a class="cmp-header__search-link" href="/%s/search.html" aria-label="Search">Search</a>\n</header>') % (
            logo, nav_html, loc), "", full if legacy else "").replace(' ">', '">', 1)
    flinks = [("About %s" % brand, "about"), ("Careers", "careers"), ("Investors", "investors"), (newsroom, nroot), ("Contact Us", "contact-us")]
    legal = [("Privacy", "privacy"), ("Terms of Use", "terms-of-use"), ("Accessibility", "accessibility"), ("Sitemap", "sitemap")]
    fitems = [col("list", '<ul class="cmp-list">\n%s</ul>' % "".join(
        ('    <li class="cmp-list__item">\n        <article>\n            <a class="cmp-list__item-link" href="/%s/%s.html">\n'
         '                <span class="cmp-list__item-title">%s</span>\n            </a>\n        </article>\n    </li>\n') % (loc, h, esc(x)) for x, h in xs), "",
        "aem-GridColumn aem-GridColumn--default--6") for xs in (flinks, legal)]
    fitems.append(col("text", '<div class="cmp-text">\n    <p>\u00a9 %d %s. All rights reserved.</p>\n<p><a class="ot-sdk-show-settings" href="javascript:void(0)">Cookie Settings</a></p>\n</div>' % (
        max(pub.year, 2023), esc(company)), "cmp-text--copyright", full))
    foot = fragment("footer", xfname.replace("header", "footer"), ids[3], ids[4], fitems)
    if legacy:
        root = '<div class="root responsivegrid">\n<div class="aem-Grid aem-Grid--12 aem-Grid--default--12 ">\n%s\n</div>\n</div>' % "\n".join([head, main, foot])
    else:
        root = '<div class="root container responsivegrid">\n<div id="container-%s" class="cmp-container">\n%s\n</div>\n</div>' % (ids[5], "\n".join([head, main, foot]))
    pid = "page-%010x" % r.getrandbits(40)
    script = ""
    if layer:
        pdata = {pid: {"@type": "%s/components/page" % app, "repo:modifyDate": stamp(mod), "dc:title": t, "dc:description": desc,
                       "xdm:template": "/conf/%s/settings/wcm/templates/%s" % (app, "press-release" if is_rel else "article-page"),
                       "xdm:language": "en-US" if "us" in loc else "en", "xdm:tags": [], "repo:path": path + ".html"}}
        js = json.dumps(json.dumps(pdata, separators=(",", ":")))[1:-1].replace('\\"', "\\x22").replace("/", "\\/").replace("-", "\\u002D")
        script = ("<script>\n    window.adobeDataLayer = window.adobeDataLayer || [];\n    adobeDataLayer.push({\n        page: JSON.parse(\"%s\"),\n"
                  "        event:'cmp:show',\n        eventInfo: {\n            path: 'page.%s'\n        }\n    });\n</script>\n") % (js, pid.replace("-", "\\u002D"))
    skip = '<div class="cmp-page__skiptomaincontent">\n    <a class="cmp-page__skiptomaincontent-link" href="#main-content">Skip to main content</a>\n</div>\n' if not legacy else ""
    cookie = ""
    if onetrust:
        EXTRAS.append(banner)
        cookie = ('\n<script src="https://cdn.cookielaw.org/scripttemplates/otSDKStub.js" type="text/javascript" charset="UTF-8" data-domain-script="%s"></script>\n'
                  '<div id="onetrust-consent-sdk"><div class="onetrust-pc-dark-filter ot-hide ot-fade-in"></div><div id="onetrust-banner-sdk" class="otFlat" tabindex="0" role="region" aria-label="Cookie banner">'
                  '<div role="dialog" aria-label="Privacy"><div class="ot-sdk-container"><div class="ot-sdk-row"><div id="onetrust-group-container" class="ot-sdk-eight ot-sdk-columns">'
                  '<div id="onetrust-policy"><h2 id="onetrust-policy-title">%s</h2><div id="onetrust-policy-text">%s <a class="ot-cookie-policy-link" href="/%s/privacy.html" '
                  'aria-label="More information about your privacy, opens in a new tab" rel="noopener" target="_blank">Cookie Policy</a></div></div></div>'
                  '<div id="onetrust-button-group-parent" class="ot-sdk-three ot-sdk-columns"><div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookie Settings</button>'
                  '%s<button id="onetrust-accept-btn-handler">%s</button></div></div></div></div></div></div></div>') % (
            otid, ot_title, esc(banner), loc, '<button id="onetrust-reject-all-handler">Reject All</button>' if ot_reject else "", ot_accept)
    return '<div class="page basicpage" id="%s">\n%s%s%s\n<div class="cloudservices">\n</div>%s%s\n</div>' % (pid, script, skip, root, libs, cookie)
