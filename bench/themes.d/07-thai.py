# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Thai's commonest words (particles, prepositions, conjunctions, auxiliaries,
# classifiers' nouns), as common as English's in WORDS are
TH_WORDS = ("ที่ ที่ และ ของ ใน การ ได้ ให้ เป็น มี ว่า จะ ไม่ ไป มา กับ โดย จาก แต่ เพื่อ ซึ่ง นี้ ก็ แล้ว อยู่ ถึง "
            "ต้อง หรือ อย่าง ทั้ง เมื่อ หลัง ยัง กว่า นั้น ตาม ขึ้น ออก เข้า ด้วย ไว้ คือ พร้อม ระหว่าง เพราะ จึง กัน "
            "ความ เรื่อง คน ราย ครั้ง แห่ง ทุก หลาย บาง อีก เคย กำลัง ได้รับ ดังกล่าว ส่วน รวมถึง ต่อ สำหรับ ภายใน "
            "ก่อน ทำให้ เกิด ใช้ จำนวน ต่างๆ เพียง โดยเฉพาะ แม้ ยังคง ได้แก่ เช่น").split()
# the words a clause opens on, a space before them at times, as Thai
# writers part clauses
TH_CLAUSE = {"โดย", "ซึ่ง", "แต่", "และ", "ทั้งนี้", "ขณะที่", "ส่วน", "นอกจากนี้", "อย่างไรก็ตาม", "ล่าสุด", "จากนั้น",
             "ทำให้", "เนื่องจาก", "พร้อม", "หรือ", "เพื่อ", "รวมถึง", "โดยเฉพาะ", "ได้แก่", "เช่น"}
# real Thai words, nouns, verbs and adjectives, whose compounds are the
# lexicon's content words ("ตำรวจ" + "ทะเล", "ราคา" + "ยาง")
TH_ROOTS = ("รัฐ บาล ประชา ชน เมือง ไทย งาน ระบบ ข้อมูล สังคม ตลาด ราคา ทุน ธุรกิจ บริษัท โครงการ พื้นที่ ถนน บ้าน "
            "น้ำ ไฟ ฟ้า ดิน ลม ฝน ป่า ทะเล ภูเขา แม่น้ำ รถ เรือ ทาง สถานี ตำรวจ ทหาร ศาล คดี พยาน เหตุ ปัญหา แผน "
            "นโยบาย กฎหมาย มาตรา สภา พรรค ผู้นำ นายก รัฐมนตรี กระทรวง กรม จังหวัด อำเภอ ตำบล หมู่บ้าน ชุมชน ประเทศ "
            "โลก ภาค เหนือ ใต้ โรงเรียน โรงพยาบาล แพทย์ ยา โรค วัคซีน สุขภาพ อาหาร ข้าว ผลไม้ ผัก เกษตร ชาวนา สวน "
            "ยางพารา ปาล์ม อ้อย พลังงาน น้ำมัน ไฟฟ้า ภาษี เงิน บาท หุ้น ธนาคาร ดอกเบี้ย หนี้ สินเชื่อ ท่องเที่ยว "
            "โรงแรม สนามบิน เครื่องบิน กีฬา ฟุตบอล ทีม แชมป์ ดารา เพลง ละคร ภาพยนตร์ วัด พระ ประเพณี วัฒนธรรม "
            "ศิลปะ ภาษา นักเรียน ครู มหาวิทยาลัย เทคโนโลยี ดิจิทัล ออนไลน์ มือถือ เครือข่าย อุบัติเหตุ น้ำท่วม "
            "ภัยแล้ง พายุ อากาศ ฝุ่น ขยะ สัตว์ ช้าง ปลา นก ครอบครัว เด็ก ผู้สูงอายุ แรงงาน ค่าแรง สินค้า ร้านค้า "
            "ชายแดน ด่าน ท่าเรือ สะพาน อาคาร คอนโด ที่ดิน โฉนด งบประมาณ เอกชน ภาครัฐ องค์กร สมาคม มูลนิธิ กองทุน "
            "สิทธิ เสรีภาพ เลือกตั้ง ผู้สมัคร คะแนน เสียง ผลสำรวจ ตัวเลข สถิติ รายได้ กำไร ยอดขาย ต้นทุน ผู้บริโภค "
            "ลูกค้า บริการ คุณภาพ มาตรฐาน ความเสี่ยง วิกฤต โอกาส เป้าหมาย ทิศทาง ข้อเสนอ ข้อตกลง สัญญา ความร่วมมือ "
            "เจ้าหน้าที่ ผู้ต้องหา ผู้เสียหาย ผู้บาดเจ็บ ผู้เสียชีวิต ญาติ ชาวบ้าน ผู้ประกอบการ นักลงทุน นักท่องเที่ยว "
            "นักศึกษา นักวิชาการ ประธาน สมาชิก ตัวแทน กรรมการ คณะ สำนักงาน ศูนย์ ห้อง ประตู หลังคา ทองคำ "
            "เปิด ปิด เร่ง ตรวจสอบ จับกุม ยืนยัน ประกาศ แถลง ชี้แจง เตรียม พัฒนา สนับสนุน ช่วยเหลือ ติดตาม แก้ไข "
            "ผลักดัน เสนอ อนุมัติ เพิ่ม ลด ขยาย ปรับ เปลี่ยน สร้าง ซ่อม ขาย ซื้อ จ่าย รับ ส่ง เดินทาง ประชุม หารือ "
            "ลงนาม ร้องเรียน ฟ้องร้อง เรียกร้อง เตือน ห้าม ควบคุม ป้องกัน ดูแล จัดการ บริหาร วางแผน สำรวจ รายงาน "
            "เปิดเผย ระบุ กล่าว เผย ยอมรับ ปฏิเสธ คัดค้าน ตัดสิน พิจารณา ลงพื้นที่ มอบ แจก ฟื้นฟู ขับเคลื่อน ยกระดับ "
            "กระตุ้น ลงทุน ส่งออก นำเข้า ผลิต ใหม่ เก่า ใหญ่ เล็ก สูง ต่ำ เร็ว หนัก ร้อน เย็น สำคัญ ชัดเจน เร่งด่วน "
            "ต่อเนื่อง พิเศษ ทั่วไป เบื้องต้น").split()
TH_LATIN = ["GDP", "EEC", "PM2.5", "COVID-19", "AI", "EV", "BTS", "MRT", "ATM", "SME", "OTOP", "QR Code", "IMF", "LINE", "TikTok"]
TH_CLASSIFIERS = ["คน", "คน", "ราย", "ราย", "ล้านบาท", "ล้านบาท", "บาท", "แห่ง", "ครั้ง", "วัน", "กิโลเมตร", "ไร่", "หลังคาเรือน",
                  "ปี", "ชั่วโมง", "คัน", "ตัน", "ล้านคน", "หมื่นล้านบาท", "เมตร", "องศาเซลเซียส", "หมู่บ้าน"]
TH_PROVINCES = ["เชียงใหม่", "เชียงราย", "ขอนแก่น", "นครราชสีมา", "ชลบุรี", "ภูเก็ต", "สงขลา", "อุดรธานี", "สุราษฎร์ธานี",
                "นนทบุรี", "ปทุมธานี", "สมุทรปราการ", "พระนครศรีอยุธยา", "ระยอง", "นครศรีธรรมราช", "อุบลราชธานี", "พิษณุโลก",
                "กาญจนบุรี", "ลำปาง", "บุรีรัมย์", "ตาก", "ยะลา", "นครสวรรค์", "ราชบุรี", "เพชรบูรณ์", "หนองคาย", "สกลนคร"]


def lexicon_th():
    """3,000 made-up Thai content words, compounds of one to three real
    Thai words (as Thai makes its own: "รถ" + "ไฟ" + "ฟ้า"), written as
    one run with no space, the same on every run."""
    r = random.Random(0)
    out = set()
    while len(out) < 3000:
        n = r.choice([1, 2, 2, 2, 2, 3])
        w = "".join(r.choice(TH_ROOTS) for _ in range(n))
        if n == 1 or len(w) <= 16:
            out.add(w)
    # sorted for a fixed order, then shuffled: the commonest words (the
    # lexicon's first) are not all of one initial letter
    out = sorted(out)
    random.Random(1).shuffle(out)
    return out


LEXICON_TH = lexicon_th()


def th_word(r):
    """A common Thai word, a made-up compound, or a province with its
    "จ." now and then."""
    if r.random() < 0.42:
        return r.choice(TH_WORDS)
    if r.random() < 0.02:
        return "จ." + r.choice(TH_PROVINCES)
    return LEXICON_TH[int(len(LEXICON_TH) * r.random() ** 2)]


def th_num(r):
    """A number as Thai news writes it, in Western digits: "25 คน",
    "1,250 ล้านบาท", "ร้อยละ 3.5", "ปี 2566"; (text, space before it)."""
    x = r.random()
    if x < 0.45:
        return "%d %s" % (r.randint(2, 99), r.choice(TH_CLASSIFIERS)), True
    if x < 0.65:
        return "{:,} {}".format(r.randint(100, 99000), r.choice(TH_CLASSIFIERS)), True
    if x < 0.78:
        return "ร้อยละ %d.%d" % (r.randint(1, 60), r.randint(1, 9)), False
    if x < 0.9:
        return "ปี %d" % r.randint(2560, 2567), False
    return "%d.%d %s" % (r.randint(1, 9), r.randint(1, 9), r.choice(["ล้านบาท", "หมื่นล้านบาท", "เปอร์เซ็นต์", "กิโลเมตร"])), True


def th_join(r, w, punct=True):
    """Thai words as a text: no space between them; a space before a
    clause's opening word at times ("โดย", "ซึ่ง", "แต่"), around a number
    and its classifier, around a word in Latin letters ("GDP", "PM2.5"),
    before and after a phrase in quotes."""
    parts = [[x, punct and i > 1 and x in TH_CLAUSE and r.random() < 0.55, False] for i, x in enumerate(w)]
    if punct and len(parts) > 5 and r.random() < 0.22:
        n, sp = th_num(r)
        parts.insert(r.randint(1, len(parts) - 1), [n, sp, n[-1].isdigit() or r.random() < 0.6])
    if punct and len(parts) > 5 and r.random() < 0.05:
        parts.insert(r.randint(1, len(parts) - 1), [r.choice(TH_LATIN), True, True])
    if punct and len(parts) > 6 and r.random() < 0.08:
        a = r.randrange(1, len(parts) - 3)
        b = min(len(parts) - 2, a + r.randint(0, 2))
        if all(" " not in x[0] for x in parts[a:b + 1]):
            parts[a] = ["\u201c" + parts[a][0], True, parts[a][2]]
            parts[b] = [parts[b][0] + "\u201d", parts[b][1] if a != b else True, True]
    s = ""
    for i, (x, before, _) in enumerate(parts):
        if s and (before or parts[i - 1][2]) and not s.endswith(" "):
            s += " "
        s += x
    return s.strip()


def th_sentence(r, w):
    """A Thai sentence: no full stop, the space after it its end; a
    connective opening some ("ทั้งนี้", "ขณะที่"), a closing word ending
    some ("ต่อไป", "อีกด้วย"), "หรือไม่" a question."""
    w = list(w)
    while w[0] in ("ๆ", "ที่", "ของ", "ได้", "และ", "หรือ", "กับ", "ว่า", "จะ", "แล้ว", "ก็"):
        w[0] = LEXICON_TH[int(len(LEXICON_TH) * r.random() ** 2)]
    lead = ""
    if r.random() < 0.1:
        lead = r.choice(["ทั้งนี้", "อย่างไรก็ตาม", "นอกจากนี้", "ขณะที่", "ล่าสุด", "ด้าน", "ส่วน", "จากนั้น", "ต่อมา"])
        lead += " " if lead not in ("ด้าน", "ส่วน") or r.random() < 0.3 else ""
    x = r.random()
    if x < 0.04:
        w.append("หรือไม่")
    elif x < 0.17:
        w.append(r.choice(["ต่อไป", "แล้ว", "ด้วย", "อีกด้วย", "อย่างต่อเนื่อง", "เป็นต้น", "ในครั้งนี้", "ทันที", "เป็นจำนวนมาก"]))
    return lead + th_join(r, w)


def th_title(r):
    """A Thai headline: two to four phrases split by spaces, no full stop;
    a quoted nickname opening some (“บิ๊ก...”, “เสี่ย...”), "!" or "?"
    closing a few."""
    phrases = []
    for i in range(r.choice([2, 2, 2, 3, 3, 4])):
        w = [word(r) for _ in range(r.randint(2, 4))]
        while w[0] in TH_WORDS:
            w[0] = LEXICON_TH[int(len(LEXICON_TH) * r.random() ** 2)]
        phrases.append(th_join(r, w, False))
    x = r.random()
    if x < 0.18:
        nick = r.choice(["บิ๊ก", "เสี่ย", "เจ๊", "ลุง", "น้อง", "ผู้กอง", "หมอ", "ครู", ""]) + r.choice(TH_ROOTS[:60] + TH_FIRST_M + TH_FIRST_F)
        phrases[0] = "\u201c%s\u201d %s" % (nick, phrases[0])
    s = " ".join(phrases)
    y = r.random()
    return s + "!" if y < 0.05 else s + "?" if y < 0.08 else s


TH_FIRST_M = ["สมชาย", "สมศักดิ์", "วิชัย", "ประเสริฐ", "สุรชัย", "ธนพล", "กิตติพงษ์", "อนุชา", "ณัฐวุฒิ", "ปิยะพงษ์", "ชัยวัฒน์",
              "ธีรวัฒน์", "สุทธิพงษ์", "วีระ", "อภิชาติ", "พงศ์ศักดิ์", "ศุภชัย", "ธนากร", "เอกชัย", "นพดล"]
TH_FIRST_F = ["สุดารัตน์", "วราภรณ์", "กัญญา", "พรทิพย์", "นภาพร", "ศิริพร", "ชนิดา", "อรุณี", "จิราพร", "ปวีณา", "รัชนี",
              "สุภาพร", "ณัฐธิดา", "พิมพ์ชนก", "มาลัย", "อรอุมา"]
TH_LAST = ["ใจดี", "ศรีสุข", "วงศ์สวัสดิ์", "บุญมา", "แก้วประเสริฐ", "ทองคำ", "สุขสวัสดิ์", "พรหมมา", "จันทร์เพ็ญ", "รัตนวงศ์",
           "เพชรรัตน์", "ศักดิ์ดี", "มั่นคง", "สายทอง", "ชัยมงคล", "เรืองศรี", "อินทร์แก้ว", "นาคสวัสดิ์", "ประเสริฐสุข", "วัฒนกุล",
           "ศรีวิชัย", "บุญประเสริฐ", "พูลสวัสดิ์", "ทองดี"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม",
             "พฤศจิกายน", "ธันวาคม"]
TH_MON = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
TH_DAYS = ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"]
# a speaker's post: "%s" a province or a content word
TH_ROLES = ["ผู้ว่าราชการจังหวัด%s", "นายอำเภอเมือง%s", "ผู้กำกับการสถานีตำรวจภูธรเมือง%s", "โฆษกรัฐบาล", "อธิบดีกรม%s",
            "ปลัดกระทรวง%s", "ผู้อำนวยการโรงพยาบาล%s", "ประธานกรรมการบริษัท %s จำกัด", "รองนายกรัฐมนตรี", "นายกสมาคม%s",
            "นักวิชาการด้าน%s", "ผู้ใหญ่บ้าน", "กำนันตำบล%s", "ผู้อำนวยการสำนักงาน%s", "นายกองค์การบริหารส่วนตำบล%s"]
TH_AGENCIES = ["Reuters", "AFP", "AP", "CNN", "BBC", "The Guardian", "Nikkei Asia", "Bloomberg", "สำนักข่าวซินหัว", "Kyodo"]
TH_INFO = ["กรมอุตุนิยมวิทยา", "กรมควบคุมโรค", "กรมป้องกันและบรรเทาสาธารณภัย", "สำนักงานตำรวจแห่งชาติ", "ธนาคารแห่งประเทศไทย",
           "กระทรวงสาธารณสุข", "กรุงเทพมหานคร", "กรมทางหลวง"]
# (the outlet's name, its host, its sections: (label, path))
TH_OUTLETS = {
    "thairath": ("ไทยรัฐออนไลน์", "www.thairath.co.th",
                 [("การเมือง", "news/politic"), ("การเมือง", "news/politic"), ("อาชญากรรม", "news/crime"), ("สังคม", "news/society"),
                  ("ภูมิภาค", "news/local"), ("ต่างประเทศ", "news/foreign"), ("เศรษฐกิจ", "money/economics"), ("บันเทิง", "entertain/news")]),
    "matichon": ("มติชนออนไลน์", "www.matichon.co.th",
                 [("การเมือง", "politics"), ("การเมือง", "politics"), ("เศรษฐกิจ", "economy"), ("ภูมิภาค", "region"), ("ต่างประเทศ", "foreign"),
                  ("สังคม", "social"), ("อาชญากรรม", "crime"), ("บันเทิง", "entertainment"), ("กีฬา", "sport")]),
    "khaosod": ("ข่าวสดออนไลน์", "www.khaosod.co.th",
                [("การเมือง", "politics"), ("ข่าวทั่วไทย", "around-thailand"), ("ข่าวทั่วไทย", "around-thailand"), ("เศรษฐกิจ", "economics"),
                 ("ต่างประเทศ", "world-news"), ("อาชญากรรม", "crime"), ("บันเทิง", "entertainment"), ("กีฬา", "sports")]),
    "thaipbs": ("Thai PBS", "www.thaipbs.or.th",
                [("การเมือง", "politics"), ("สังคม", "social"), ("เศรษฐกิจ", "economy"), ("ภูมิภาค", "region"), ("ต่างประเทศ", "world"),
                 ("อาชญากรรม", "crime"), ("สิ่งแวดล้อม", "environment"), ("กีฬา", "sport")]),
    "bkbiz": ("กรุงเทพธุรกิจ", "www.bangkokbiznews.com",
              [("การเมือง", "politics"), ("ธุรกิจ", "business"), ("การเงิน", "finance"), ("เศรษฐกิจ", "economic"), ("ต่างประเทศ", "world"),
               ("เทคโนโลยี", "tech"), ("สุขภาพ", "health"), ("ไลฟ์สไตล์", "lifestyle")])}


def thai(r, t, body, cat, cs):
    """A Thai news site's story page of 2020-2024 in Thai (no space between
    words, a space between sentences and clauses, numbers and Latin words
    spaced, no full stop), as Thairath, Matichon, Khaosod, Thai PBS or
    Bangkok Biz News (กรุงเทพธุรกิจ) writes it, one of them a site, dated
    in the Buddhist era with Thai month names ("12 มี.ค. 2566 18:45 น.");
    the first paragraph opening on the desk's date ("เมื่อวันที่ 12 มี.ค.
    ที่ผ่านมา ", Thai PBS's "วันนี้ (12 มี.ค.2566) "), quotes as
    'นายสมชาย ใจดี ROLE กล่าวว่า “...”' or '“...” นายสมชาย กล่าว', a
    social post quoted after its line ('ล่าสุด เพจเฟซบุ๊ก “NAME”
    ได้โพสต์ข้อความระบุว่า') and its embed at times, a list after a line
    closing on "ดังนี้" at times, bold subheadings in long ones.
    Thairath's Next.js page (emotion's "css-" classes of no meaning, in
    its 2020-2021 or 2022-2024 build): the breadcrumb "หน้าแรก / ข่าว /
    SECTION", the h1, "ไทยรัฐออนไลน์" and the date, the share buttons
    (Facebook, X or Twitter, LINE, "คัดลอกลิงก์"), the lead picture from
    static.thairath.co.th, the story's bare <p>s (blank <p>&nbsp;</p>s
    between them on some sites), "SPONSORED" over googletag's slots every
    three or four paragraphs, pictures, "อ่านข่าวที่เกี่ยวข้อง" and its
    links among them; the "#" tags, "ข่าวที่เกี่ยวข้อง" cards, "ข่าวล่าสุด"
    and "ข่าวยอดนิยม" beside, __NEXT_DATA__ holding the story again.
    Matichon's (and Khaosod's of 2020-2021) tagDiv Newspaper theme: the
    entry-crumbs, td-category, h1.entry-title, "โดย" and "มติชนออนไลน์",
    the time "12 มีนาคม 2566 - 18:45 น." (Khaosod's "12 มี.ค. 2566 - 18:45
    น."), the views, td-post-sharing, td-post-content tagdiv-type (the
    featured image and its wp-caption,
    the <p>s, wp-caption pictures, "- Advertisement -" over Revive's zone
    from ads6.matichon.co.th, "อ่านข่าวที่เกี่ยวข้อง" lines, a YouTube
    iframe, a WordPress gallery, the LINE banner), "TAGS", the previous
    and next posts, td_block_related_posts' "ข่าวที่เกี่ยวข้อง", Facebook's
    comments box, the sidebar's "ข่าวล่าสุด" and "ยอดนิยม".  Khaosod's own
    WordPress theme of 2022-2024: the breadcrumb, entry-header, the
    byline "ข่าวสดออนไลน์", "วันอาทิตย์ที่ 12 มีนาคม พ.ศ. 2566 - 18:45 น.",
    div.entry-content of <p>s or, on some pages, <div> lines, "- HEADLINE"
    lines under "อ่านข่าวที่เกี่ยวข้อง", the
    gallery, its LINE promo line, "แท็ก:", "ข่าวที่เกี่ยวข้อง",
    "ข่าวล่าสุด" and "ข่าวเด่น".  Thai PBS's news.thaipbs.or.th of
    2020-2021 (div.content-meta's "12 มี.ค. 64" and time, the abstract,
    article.entry-content whose lines "<br /><br />" split) or its Next.js
    page of 2022-2024 (styled-components' "sc-" classes, the abstract
    under the h1, the lead picture and "ภาพ : NAME"), no ads, "อ่านข่าว :
    HEADLINE" lines in bold among the paragraphs and "อ่านข่าวอื่นๆ :"
    and its lines closing the story, "แท็กที่เกี่ยวข้อง", "ข่าวที่เกี่ยวข้อง",
    "ข่าวล่าสุด" and "ข่าวยอดนิยม".  Bangkok Biz News's Next.js page (the
    breadcrumb, h1, "12 มี.ค. 2566 เวลา 18:45 น.", "อัปเดตล่าสุด", views,
    the lead picture and caption, the bold blurb, div#content of <p>s,
    blank paragraphs on some sites, h2 subheadings, "ADVERTISEMENT" slots,
    "อ่านข่าวที่เกี่ยวข้อง :" and its list, "แท็กที่เกี่ยวข้อง", related
    cards with their blurbs, "ข่าวล่าสุด", "ยอดนิยม", __NEXT_DATA__).  A
    credit line closing some stories ("ที่มา : Reuters", "ขอบคุณข้อมูล :
    ...", "ขอบคุณภาพ : ...").  No comments printed.  The feed's
    description: Thai PBS's abstract and Bangkok Biz News's blurb where
    the page shows one (TEASER), else the story's first sentences (cut
    at a space, WordPress's " [...]" after them on Matichon's and
    Khaosod's).  The truth: the abstract or blurb, then the paragraphs
    (the date's opening kept), the quotes, the quoted posts and their
    lines, the subheadings and the list's lines; not the headline,
    breadcrumbs, bylines, dates, captions and credits, the "อ่านข่าว"
    lines and boxes (their headlines counted as leaks), the ads and
    their labels, the embeds, promos, tags, share buttons, related
    cards nor the lists of headlines."""
    rs = random.Random(BLOG[0] + " thai")
    site = ["thairath", rs.choice(["matichon", "khaosod"]), "thaipbs", rs.choice(["bkbiz", "khaosod"])][DATE_STYLE]
    late = rs.random() < 0.5                 # the 2022-2024 design (Thairath's build, Khaosod's own theme, Thai PBS's Next.js site)
    tagdiv = site == "matichon" or site == "khaosod" and not late
    lines = ("br" if site == "thaipbs" and not late else
             "div" if site == "khaosod" and late and r.random() < 0.4 else "p")   # an editor's pasted <div> lines on some of Khaosod's pages
    blankp = site in ("thairath", "bkbiz") and rs.random() < 0.4    # <p>&nbsp;</p> between the paragraphs
    curly = rs.random() < 0.75
    q0, q1 = ("\u201c", "\u201d") if curly else ('"', '"')
    line_promo = rs.random() < 0.5
    fbc = tagdiv and rs.random() < 0.6       # Facebook's comments plugin box
    name, host, secs = TH_OUTLETS[site]
    if site == "thaipbs" and not late:
        host = "news.thaipbs.or.th"
    years = [2022, 2023, 2024] if late and site != "matichon" else [2020, 2021] if site != "matichon" else [2020, 2021, 2022, 2023, 2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(5, 23), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(3, 300)) if r.random() < 0.5 else None
    be = pub.year + 543
    sec, spath = r.choice(secs)
    prov = r.choice(TH_PROVINCES)
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + "+07:00"
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    short = lambda d: "%d %s %d" % (d.day, TH_MON[d.month - 1], d.year + 543)
    lw = lambda: LEXICON_TH[int(1500 * r.random() ** 2)]
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
    low = "abcdefghijklmnopqrstuvwxyz0123456789"
    aid = {"thairath": r.randint(1750000, 2240000) if not late else r.randint(2300000, 2800000),
           "matichon": r.randint(2000000, 4300000), "khaosod": r.randint(4000000, 8600000),
           "thaipbs": r.randint(285000, 310000) if not late else r.randint(315000, 345000), "bkbiz": r.randint(900000, 1120000)}[site]

    def fixed(tag, chars, k):
        """k characters of chars, the same on every page of the site."""
        g = random.Random("%s thai %s" % (BLOG[0], tag))
        return "".join(g.choice(chars) for _ in range(k))

    def emo(n):
        """An emotion class pair, the same for a part on every page of the site."""
        g = random.Random("%s thai emo %s %s" % (BLOG[0], late, n))
        return "css-%s e%s%d" % ("".join(g.choice(low) for _ in range(7)), "".join(g.choice(low[:26]) for _ in range(7)), g.randint(0, 19))

    def scc(n):
        """A styled-components class pair, as Thai PBS's Next.js page has them."""
        g = random.Random("%s thai sc %s" % (BLOG[0], n))
        return "sc-%s-%d %s" % ("".join(g.choice("0123456789abcdef") for _ in range(8)), g.randint(0, 9), "".join(g.choice(alnum[:52]) for _ in range(6)))

    def person():
        fem = r.random() < 0.35
        hon = r.choice(["นาง", "น.ส.", "น.ส.", "ดร.", "ผศ.ดร."] if fem else ["นาย", "นาย", "นาย", "นาย", "พล.ต.อ.", "พ.ต.อ.", "ร.ต.อ.", "ดร.", "พล.อ."])
        fn = r.choice(TH_FIRST_F if fem else TH_FIRST_M)
        role = r.choice(TH_ROLES)
        if "%s" in role:
            role = role % (prov if "จังหวัด" in role or "เมือง" in role or "ตำบล" in role else lw())
        return hon + fn, "%s%s %s %s" % (hon, fn, r.choice(TH_LAST), role)

    def url(h=None):
        s = r.choice(secs)[1] if r.random() < 0.5 else spath
        if site == "thairath":
            return "https://www.thairath.co.th/%s/%d" % (s, aid - r.randint(1, 60000))
        if site in ("matichon", "khaosod"):
            return "https://%s/%s/news_%d" % (host, s, aid - r.randint(1, 90000))
        if site == "thaipbs":
            return ("https://www.thaipbs.or.th/news/content/%d" if late else "https://news.thaipbs.or.th/content/%d") % (aid - r.randint(1, 4000))
        return "https://www.bangkokbiznews.com/%s/%d" % (s, aid - r.randint(1, 20000))

    def img(w=1200, h=675):
        d = pub - datetime.timedelta(days=r.randint(0, 3))
        if site == "thairath":
            return "https://static.thairath.co.th/media/%s.webp" % "".join(r.choice(alnum) for _ in range(r.choice([56, 62])))
        if site == "matichon":
            return "https://www.matichon.co.th/wp-content/uploads/%d/%02d/%s-%dx%d.jpg" % (d.year, d.month, "".join(r.choice(low) for _ in range(r.randint(6, 12))), w, h)
        if site == "khaosod":
            return "https://www.khaosod.co.th/wpapp/uploads/%d/%02d/%s.jpg" % (d.year, d.month, "".join(r.choice(low) for _ in range(r.randint(6, 12))))
        if site == "thaipbs":
            return ("https://files.wp.thaipbs.or.th/news/%d/%02d/%s.jpg" % (d.year, d.month, "".join(r.choice(low) for _ in range(12))) if late else
                    "https://news.thaipbs.or.th/media/%s.jpg" % "".join(r.choice(alnum) for _ in range(32)))
        return "https://image.bangkokbiznews.com/uploads/images/contents/w1024/%d/%02d/%s.webp" % (d.year, d.month, "".join(r.choice(alnum) for _ in range(20)))

    def when(d):
        if site == "thairath":
            return "%s %s น." % (short(d), hm(d))
        if site == "matichon":
            return "%d %s %d - %s น." % (d.day, TH_MONTHS[d.month - 1], d.year + 543, hm(d))
        if site == "khaosod" and late:
            return "วัน%sที่ %d %s พ.ศ. %d - %s น." % (TH_DAYS[d.weekday()], d.day, TH_MONTHS[d.month - 1], d.year + 543, hm(d))
        if site == "khaosod":
            return "%s - %s น." % (short(d), hm(d))
        if site == "thaipbs":
            return "%d %s %02d" % (d.day, TH_MON[d.month - 1], (d.year + 543) % 100)
        return "%s เวลา %s น." % (short(d), hm(d))

    # the story: the date's opening, the quotes, a quoted post, a list
    paras = list(body)
    d, mon = pub.day, pub.month
    place = r.choice(["ที่ทำเนียบรัฐบาล", "ที่รัฐสภา", "ที่ศาลากลางจังหวัด" + prov, "ที่กระทรวงมหาดไทย", "ที่โรงพยาบาล" + prov,
                      "ที่สถานีตำรวจภูธรเมือง" + prov, "ที่ห้องประชุม" + lw(), "ที่บริเวณ" + lw()])
    x = r.random()
    if site == "thaipbs":
        op = "วันนี้ (%d %s%d) " % (d, TH_MON[mon - 1], be) if x < 0.7 else "เมื่อวันที่ %d %s%d " % (d, TH_MON[mon - 1], be) if x < 0.85 else ""
    elif site == "thairath":
        op = ("เมื่อวันที่ %d %s ที่ผ่านมา " % (d, TH_MON[mon - 1]) if x < 0.3 else "เมื่อวันที่ %d %s %d " % (d, TH_MON[mon - 1], be % 100) if x < 0.55 else
              "เมื่อเวลา %02d.%02d น. วันที่ %d %s " % (pub.hour, pub.minute, d, TH_MON[mon - 1]) if x < 0.7 else "ผู้สื่อข่าวรายงานว่า " if x < 0.8 else "")
    elif site == "matichon":
        op = ("เมื่อวันที่ %d %s %s " % (d, TH_MONTHS[mon - 1], place) if x < 0.55 else "เมื่อวันที่ %d %s " % (d, TH_MONTHS[mon - 1]) if x < 0.8 else "")
    elif site == "khaosod":
        op = ("เมื่อวันที่ %d %s %d ผู้สื่อข่าวรายงานว่า " % (d, TH_MON[mon - 1], be) if x < 0.4 else "เมื่อวันที่ %d %s " % (d, TH_MON[mon - 1]) if x < 0.7 else
              "เมื่อเวลา %02d.%02d น. วันที่ %d %s " % (pub.hour, pub.minute, d, TH_MON[mon - 1]) if x < 0.85 else "")
    else:
        op = "วันที่ %d %s %d " % (d, TH_MON[mon - 1], be) if x < 0.45 else "%s (%d %s %d) " % (lw(), d, TH_MON[mon - 1], be % 100) if x < 0.6 else ""
    paras[0] = op + paras[0]
    said = {}
    for k in range(1, len(paras)):
        if r.random() < 0.25 and " " in paras[k]:
            key = r.randrange(2)
            if key not in said:
                said[key] = person()
            short_n, full_n = said[key]
            verb = r.choice(["กล่าวว่า", "กล่าวว่า", "เปิดเผยว่า", "ระบุว่า", "ให้สัมภาษณ์ว่า", "ยืนยันว่า"])
            x = r.random()
            who = full_n if not said.get(("named", key)) else short_n
            said[("named", key)] = True
            paras[k] = ("%s %s %s%s%s" % (who, verb, q0, paras[k], q1) if x < 0.5 else
                        "%s%s%s %s %s" % (q0, paras[k], q1, who, r.choice(["กล่าว", "ระบุ", "กล่าวทิ้งท้าย", "กล่าวย้ำ"])) if x < 0.75 else
                        "ด้าน%s %s %s" % (who, verb, paras[k]))
    n = len(paras)
    post_at = r.randrange(0, n) if r.random() < 0.2 else -1
    list_at = r.randrange(0, n) if n >= 2 and r.random() < 0.12 else -1
    heads = {k for k in range(2, n) if r.random() < 0.3} if n >= 5 and r.random() < 0.3 else set()
    pics = set(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2])))) if n >= 3 and r.random() < 0.55 else set()
    rel_at = set(r.sample(range(1, n), min(n - 1, r.choice([1, 1, 2, 3] if site == "thaipbs" else [1, 1, 2])))) if n >= 3 and r.random() < (0.7 if site == "thaipbs" else 0.5) else set()
    ad_every = {"thairath": r.choice([3, 3, 4]), "matichon": 4, "khaosod": 4, "bkbiz": 3, "thaipbs": 0}[site]
    ads = set(range(r.choice([1, 2]), n - 1, ad_every)) if ad_every and n >= 3 else set()
    yt_at = r.randrange(0, n) if r.random() < 0.12 else -1
    blocks, story = [], []
    TEASER_ = None
    if site in ("thaipbs", "bkbiz") and r.random() < (0.85 if site == "thaipbs" else 0.9):
        TEASER_ = " ".join(sentence(r, 10, 26) for _ in range(r.choice([1, 1, 2])))
        TEASER.append(TEASER_)
    for i, p in enumerate(paras):
        if i in heads:
            h = th_join(r, [word(r) for _ in range(r.randint(2, 6))], False)
            blocks.append(("h", h))
            story.append(h)
        if i == list_at:
            p += r.choice([" โดยมีรายละเอียดดังนี้", "ดังนี้", " สรุปได้ดังนี้", " ได้แก่"])
        blocks.append(("p", p))
        story.append(p)
        if i == list_at:
            num = r.random() < 0.6
            items = [("%d. " % (j + 1) if num else "- ") + sentence(r, 4, 14) for j in range(r.randint(3, 5))]
            ul = not num and site in ("thairath", "bkbiz", "matichon") and r.random() < 0.5
            if ul:
                items = [x[2:] for x in items]
            blocks.append(("ul" if ul else "lines", items))
            story += items
        if i == post_at:
            who = r.choice(["เพจเฟซบุ๊ก %s%s%s" % (q0, lw(), q1), "ผู้ใช้เฟซบุ๊ก %s%s %s%s" % (q0, r.choice(TH_FIRST_M + TH_FIRST_F), r.choice(TH_LAST), q1),
                            "ผู้ใช้ติ๊กต็อก %s%s%s" % (q0, lw(), q1), "เพจ %s%s%s" % (q0, lw(), q1)])
            lead = r.choice(["ล่าสุด %s ได้โพสต์ข้อความระบุว่า", "ทั้งนี้ %s ได้โพสต์ข้อความพร้อมภาพระบุว่า", "โดย%s โพสต์ข้อความว่า",
                             "ต่อมา %s ได้ออกมาโพสต์ชี้แจงว่า"]) % who
            blocks.append(("p", lead))
            story.append(lead)
            for j in range(r.choice([1, 1, 2])):
                qp = q0 + para(r, 1, 3) + q1
                blocks.append(("p", qp))
                story.append(qp)
            if r.random() < 0.6:
                blocks.append(("fb",))
        if i == yt_at:
            blocks.append(("yt",))
        if i in pics:
            blocks.append(("pic",))
        if i in ads:
            blocks.append(("ad", i))
        if i in rel_at:
            blocks.append(("rel",))
    STORY[:] = story
    if TEASER_ is None:
        ch = story[0].split(" ")
        cut, s = r.randint(60, 220), ""
        for c in ch:
            s = s + " " + c if s else c
            if len(s) >= cut:
                break
        DESC.append(s + (" [\u2026]" if site in ("matichon", "khaosod") and s != story[0] else ""))
    credit = ""
    x = r.random()
    if x < 0.3:
        credit = (r.choice(["ที่มา : %s", "ที่มา : %s", "ข้อมูลจาก : %s", "ขอบคุณข้อมูล : %s"]) %
                  (", ".join(r.sample(TH_AGENCIES, r.choice([1, 1, 2]))) if sec == "ต่างประเทศ" or r.random() < 0.3 else
                   r.choice(TH_INFO) if r.random() < 0.6 else "เพจเฟซบุ๊ก " + lw()))
    elif x < 0.42:
        credit = "ขอบคุณภาพ : %s" % r.choice(["เพจเฟซบุ๊ก " + lw(), "ผู้ใช้ติ๊กต็อก " + lw(), r.choice(TH_INFO), "Facebook " + lw()])
    if credit:
        EXTRAS.append(credit)

    # the page's parts
    def caption(always=False):
        if not always and r.random() < 0.55:
            return ""
        c = sentence(r, 5, 14)
        EXTRAS.append(c)
        x = r.random()
        if site == "thaipbs":
            return c + (" (ภาพ : %s)" % r.choice(["Thai PBS", "เพจเฟซบุ๊ก " + lw(), "Reuters", "AFP", "แฟ้มภาพ"]) if x < 0.7 else "")
        return c + (" (ภาพจาก %s)" % r.choice(["เฟซบุ๊ก " + lw(), "Reuters", "AFP", "แฟ้มภาพ", name]) if x < 0.35 else " ขอบคุณภาพ : " + lw() if x < 0.45 else "")

    def rel_heads(k):
        hs = [title(r) for _ in range(k)]
        EXTRAS.extend(hs)
        return hs

    def rel_box():
        if site == "thaipbs":
            h = rel_heads(1)[0]
            lab = r.choice(["อ่านข่าว : ", "อ่านข่าว : ", "อ่านข่าวเพิ่ม : "])
            if not late:
                return '<strong>%s<a href="%s" target="_blank">%s</a></strong>' % (lab, url(), esc(h))
            return '<p><strong>%s<a href="%s" target="_blank" rel="noopener">%s</a></strong></p>' % (lab, url(), esc(h))
        x = r.random()
        hs = rel_heads(r.choice([1, 2, 2, 3]) if site in ("khaosod", "bkbiz") or x < 0.5 else 1)
        EXTRAS.append("อ่านข่าวที่เกี่ยวข้อง")
        if site == "khaosod" and x < 0.6:
            return "<p><strong>อ่านข่าวที่เกี่ยวข้อง</strong></p>" + "".join('<p>- <a href="%s">%s</a></p>' % (url(), esc(h)) for h in hs)
        if site == "bkbiz" or x < 0.5:
            return '<p><strong>อ่านข่าวที่เกี่ยวข้อง%s</strong></p><ul>%s</ul>' % (" :" if site == "bkbiz" else "", "".join(
                '<li><a href="%s" target="_blank">%s</a></li>' % (url(), esc(h)) for h in hs))
        return "".join('<p><strong>อ่านข่าวที่เกี่ยวข้อง : </strong><a href="%s" target="_blank">%s</a></p>' % (url(), esc(h)) for h in hs)

    def gpt(i):
        return "div-gpt-ad-%d-%d" % (random.Random(BLOG[0] + " thai gpt").randint(10 ** 12, 2 * 10 ** 12), i)

    def ad(i):
        if site == "thairath":
            EXTRAS.append("SPONSORED")
            return '<div class="%s"><p>SPONSORED</p><div class="%s ads" id="%s" style="min-height:250px"></div></div>' % (emo("adwrap"), emo("ad"), gpt(i))
        if tagdiv:
            EXTRAS.append("- Advertisement -")
            z = random.Random(BLOG[0] + " thai zone %d" % i).randint(100, 480)
            return ('<div class="td-a-rec td-a-rec-id-content_inline td_uid_%d_rand td_block_template_1"><span class="td-adspot-title">- Advertisement -</span>'
                    '<ins data-revive-zoneid="%d" data-revive-id="%s"></ins><script async src="//ads6.matichon.co.th/www/delivery/asyncjs.php"></script></div>') % (
                r.randint(10, 99), z, fixed("revive", "0123456789abcdef", 32))
        if site == "khaosod":
            return '<div class="ads-inarticle"><div id="%s" style="min-width:300px;min-height:250px"></div><script>googletag.cmd.push(function(){googletag.display("%s");});</script></div>' % (gpt(i), gpt(i))
        EXTRAS.append("ADVERTISEMENT")
        return '<div class="ads-inarticle"><span class="ads-label">ADVERTISEMENT</span><div id="%s" class="ads-slot"></div></div>' % gpt(i)

    def pic(lead=False):
        c = caption(lead and site in ("thaipbs", "bkbiz", "matichon"))
        u = img()
        if site == "thairath":
            return ('<figure class="%s"><img src="%s" alt="%s" loading="lazy" width="1200" height="675"/>%s</figure>' % (
                emo("fig"), u, esc(t), "<figcaption>%s</figcaption>" % esc(c) if c else ""))
        if site in ("matichon", "khaosod"):
            wid = r.randint(100000, 999999)
            if not c:
                return '<p><img class="aligncenter size-full wp-image-%d" src="%s" alt="" width="1000" height="600" /></p>' % (wid, u)
            return ('<figure id="attachment_%d" aria-describedby="caption-attachment-%d" style="width: 1000px" class="wp-caption aligncenter">'
                    '<img class="size-full wp-image-%d" src="%s" alt="" width="1000" height="600" /><figcaption id="caption-attachment-%d" class="wp-caption-text">%s</figcaption></figure>') % (
                wid, wid, wid, u, wid, esc(c))
        if site == "thaipbs":
            if not late:
                return '<div class="content-image-inline"><img src="%s" alt="" />%s</div>' % (u, '<span class="caption">%s</span>' % esc(c) if c else "")
            return '<figure class="%s"><img src="%s" alt="%s" loading="lazy"/>%s</figure>' % (scc("fig"), u, esc(t), "<figcaption>%s</figcaption>" % esc(c) if c else "")
        return '<figure class="image-inline"><img src="%s" alt="%s" loading="lazy"/>%s</figure>' % (u, esc(t), '<figcaption class="caption">%s</figcaption>' % esc(c) if c else "")

    def fb():
        pg = "".join(r.choice(low[:26]) for _ in range(r.randint(6, 14)))
        return ('<iframe src="https://www.facebook.com/plugins/post.php?href=https%%3A%%2F%%2Fwww.facebook.com%%2F%s%%2Fposts%%2Fpfbid0%s&amp;show_text=true&amp;width=500" '
                'width="500" height="%d" style="border:none;overflow:hidden" scrolling="no" frameborder="0" allowfullscreen="true" '
                'allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; web-share"></iframe>') % (pg, "".join(r.choice(alnum) for _ in range(40)), r.randint(400, 720))

    def yt():
        v = "".join(r.choice(alnum + "-_") for _ in range(11))
        f = ('<iframe width="560" height="315" src="https://www.youtube.com/embed/%s" title="YouTube video player" frameborder="0" '
             'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>') % v
        return f if site in ("thairath", "bkbiz") or site == "thaipbs" and late else "<p>%s</p>" % f if site != "thaipbs" else f

    def subhead(h):
        if site == "bkbiz" or site == "thaipbs" and late and r.random() < 0.6:
            return "<h2>%s</h2>" % esc(h)
        if lines == "br":
            return "<strong>%s</strong>" % esc(h)
        if lines == "div":
            return "<div><strong>%s</strong></div>" % esc(h)
        return "<p><strong>%s</strong></p>" % esc(h)

    def line(s):
        if lines == "div":
            return "<div>%s</div>" % esc(s)
        if lines == "br":
            return esc(s)
        return "<p>%s</p>" % esc(s)

    out = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append(line(b[1]))
        elif k == "h":
            out.append(subhead(b[1]))
        elif k == "lines":
            out += [line(x) for x in b[1]]
        elif k == "ul":
            out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(x) for x in b[1]))
        elif k == "fb":
            out.append(fb())
        elif k == "yt":
            out.append(yt())
        elif k == "pic":
            out.append(pic())
        elif k == "ad":
            out.append(ad(b[1]))
        elif k == "rel":
            out.append(rel_box())
    # what closes the story's box
    if site == "thaipbs" and r.random() < 0.6:
        hs = rel_heads(r.randint(2, 4))
        EXTRAS.append("อ่านข่าวอื่นๆ :")
        if late:
            out.append("<p><strong>อ่านข่าวอื่นๆ :</strong></p>" + "".join('<p><a href="%s" target="_blank" rel="noopener">%s</a></p>' % (url(), esc(h)) for h in hs))
        else:
            out.append("<strong>อ่านข่าวอื่นๆ :</strong>" + "".join('<br /><a href="%s" target="_blank">%s</a>' % (url(), esc(h)) for h in hs))
    if site == "khaosod" and r.random() < 0.3:
        g = r.randint(1, 3)
        out.append('<div id="gallery-%d" class="gallery galleryid-%d gallery-columns-3 gallery-size-thumbnail">%s</div>' % (g, aid, "".join(
            '<figure class="gallery-item"><div class="gallery-icon landscape"><a href="%s"><img width="150" height="150" src="%s" class="attachment-thumbnail size-thumbnail" alt="" loading="lazy" /></a></div></figure>' % (u, u.replace(".jpg", "-150x150.jpg"))
            for u in [img() for _ in range(r.choice([3, 6, 9]))])))
    if credit:
        out.append(esc(credit) if lines == "br" else "<div>%s</div>" % esc(credit) if lines == "div" else "<p>%s</p>" % esc(credit))
    oa = fixed("line", alnum, 7)
    if site == "khaosod" and line_promo:
        promo = r.choice(["ติดตามข่าวสดออนไลน์ ได้ทาง LINE คลิกเพิ่มเพื่อน", "ติดตามข่าวสารทันเหตุการณ์ คลิกเพิ่มเพื่อน LINE ข่าวสด"])
        EXTRAS.append(promo)
        out.append('<p><a href="https://lin.ee/%s" target="_blank" rel="noopener"><strong>%s</strong></a></p>' % (oa, promo))
    if site == "matichon" and line_promo:
        out.append('<p><a href="https://lin.ee/%s" target="_blank" rel="noopener"><img class="aligncenter size-full" src="https://www.matichon.co.th/wp-content/uploads/2021/06/line-matichon-banner.jpg" alt="" width="1000" height="250" /></a></p>' % oa)
    sep = "<p>&nbsp;</p>\n" if blankp else "\n"
    textbox = ("<br /><br />\n" if lines == "br" else sep).join(out)

    # the chrome around the story
    latest = rel_heads(r.randint(5, 8))
    popular = rel_heads(5)
    related = rel_heads(r.choice([3, 4, 4, 6]))
    tags = list(dict.fromkeys(lw() for _ in range(r.randint(2, 6))))
    n_views = r.randint(300, 90000)
    shares = [("facebook", "Facebook", "https://www.facebook.com/sharer/sharer.php?u="), ("twitter", "Twitter" if pub.year < 2024 else "X", "https://twitter.com/intent/tweet?url="),
              ("line", "LINE", "https://social-plugins.line.me/lineit/share?url=")]
    me = "https://%s%s" % (host, SLUG[0])
    lead_pic = r.random() < (0.9 if site != "thaipbs" else 0.75)
    nd_content = "".join("<p>%s</p>" % esc(x) for x in story)

    # the page's JSON-LD: Yoast's graph on the WordPress sites, a NewsArticle on the others
    desc_ = TEASER_ or DESC[0].replace(" [\u2026]", "")
    logo = {"thairath": "https://www.thairath.co.th/static/img/logo/thairath-online.png", "matichon": "https://www.matichon.co.th/wp-content/uploads/2020/12/logo-matichon.png",
            "khaosod": "https://www.khaosod.co.th/wpapp/uploads/2021/01/logo-khaosod.png", "thaipbs": "https://www.thaipbs.or.th/assets/images/logo/thaipbs-news.png",
            "bkbiz": "https://www.bangkokbiznews.com/static/images/logo.png"}[site]
    if site in ("matichon", "khaosod"):
        ld = {"@context": "https://schema.org", "@graph": [
            {"@type": "NewsArticle", "@id": me + "#article", "isPartOf": {"@id": me}, "author": {"name": name, "@id": "https://%s/#/schema/person/%s" % (host, fixed("person", "0123456789abcdef", 32))},
             "headline": t, "datePublished": iso(pub), "dateModified": iso(upd or pub), "mainEntityOfPage": {"@id": me}, "wordCount": sum(len(x.split(" ")) for x in story),
             "publisher": {"@id": "https://%s/#organization" % host}, "articleSection": [sec], "inLanguage": "th"},
            {"@type": "WebPage", "@id": me, "url": me, "name": "%s - %s" % (t, name), "isPartOf": {"@id": "https://%s/#website" % host}, "datePublished": iso(pub),
             "description": desc_, "breadcrumb": {"@id": me + "#breadcrumb"}, "inLanguage": "th"},
            {"@type": "BreadcrumbList", "@id": me + "#breadcrumb", "itemListElement": [{"@type": "ListItem", "position": 1, "name": "หน้าแรก", "item": "https://%s/" % host},
                                                                                   {"@type": "ListItem", "position": 2, "name": sec, "item": "https://%s/%s" % (host, spath)},
                                                                                   {"@type": "ListItem", "position": 3, "name": t}]},
            {"@type": "Organization", "@id": "https://%s/#organization" % host, "name": name, "url": "https://%s/" % host, "logo": {"@type": "ImageObject", "url": logo}}]}
        ldj = '<script type="application/ld+json" class="yoast-schema-graph">%s</script>' % json.dumps(ld, ensure_ascii=False).replace("</", "<\\/")
    else:
        ld = {"@context": "https://schema.org", "@type": "NewsArticle", "mainEntityOfPage": {"@type": "WebPage", "@id": me}, "headline": t, "description": desc_,
              "image": [img()], "datePublished": iso(pub), "dateModified": iso(upd or pub), "author": {"@type": "Organization", "name": name},
              "publisher": {"@type": "Organization", "name": name, "logo": {"@type": "ImageObject", "url": logo}}, "keywords": ",".join(tags)}
        ldj = '<script type="application/ld+json">%s</script>' % json.dumps(ld, ensure_ascii=False).replace("</", "<\\/")

    def next_data(page, article):
        blob = json.dumps({"props": {"pageProps": dict(article, **page)}, "page": "/[...slug]" if site != "thaipbs" else "/news/content/[id]",
                           "query": {"id": str(aid)}, "buildId": fixed("build", alnum, 21),
                           "isFallback": False, "gssp": True, "scriptLoader": []}, ensure_ascii=False)
        return '<script id="__NEXT_DATA__" type="application/json">%s</script>' % blob.replace("</", "<\\/")

    if site == "thairath":
        when_s = when(pub)
        lp = ('<div class="%s"><img src="%s" alt="%s" width="1200" height="675" fetchpriority="high"/></div>' % (emo("lead"), img(), esc(t))) if lead_pic else ""
        share = "".join('<button type="button" aria-label="%s" class="%s"><img src="https://www.thairath.co.th/static/img/share/%s.svg" alt="%s" width="32" height="32"/></button>' % (
            lab, emo("sharebtn"), k, lab) for k, lab, _ in shares) + '<button type="button" class="%s">คัดลอกลิงก์</button>' % emo("copy")
        card = lambda h: '<a href="%s" class="%s"><div class="%s"><img src="%s" alt="%s" loading="lazy"/></div><p class="%s">%s</p><span class="%s">%s</span></a>' % (
            url(), emo("card"), emo("cardimg"), img(400, 225), esc(h), emo("cardtitle"), esc(h), emo("carddate"), short(pub - datetime.timedelta(days=r.randint(0, 9))))
        nd = next_data({"section": spath}, {"article": {"id": aid, "title": t, "abstract": DESC[0] if DESC else "", "content": nd_content,
                                                        "publishTime": iso(pub), "tags": tags, "canonical": me}})
        return ldj + ('<div id="__next"><div class="%s"><div class="%s"><nav class="%s" aria-label="breadcrumb"><ol><li><a href="https://www.thairath.co.th/">หน้าแรก</a></li>'
                '<li><a href="https://www.thairath.co.th/%s">%s</a></li><li><a href="https://www.thairath.co.th/%s">%s</a></li></ol></nav>'
                '<div class="%s"><div class="%s"><article class="%s"><h1 class="%s">%s</h1>'
                '<div class="%s"><div class="%s"><img src="https://www.thairath.co.th/static/img/logo/thairath-online.svg" alt="" width="24" height="24"/><span>ไทยรัฐออนไลน์</span></div>'
                '<div class="%s"><p>%s</p></div></div><div class="%s">%s</div>%s'
                '<div class="%s" itemprop="articleBody">%s</div>'
                '<div class="%s">%s</div></article>'
                '<section class="%s"><h2 class="%s">ข่าวที่เกี่ยวข้อง</h2><div class="%s">%s</div></section></div>'
                '<aside class="%s"><section><h2 class="%s">ข่าวล่าสุด</h2><ul>%s</ul><a href="https://www.thairath.co.th/news/latest">ดูทั้งหมด</a></section>'
                '<section><h2 class="%s">ข่าวยอดนิยม</h2><ol>%s</ol></section></aside></div></div></div></div>%s') % (
            emo("page"), emo("container"), emo("crumb"), spath.split("/")[0], "ข่าว" if spath.startswith("news") else "การเงิน" if spath.startswith("money") else "บันเทิง",
            spath, esc(sec), emo("grid"), emo("main"), emo("article"), emo("h1"), esc(t), emo("meta"), emo("author"), emo("date"), when_s, emo("share"), share, lp,
            emo("body"), textbox, emo("tags"), "".join('<a href="https://www.thairath.co.th/tags/%s" class="%s">#%s</a>' % (esc(x), emo("tag"), esc(x)) for x in tags),
            emo("related"), emo("relh"), emo("relgrid"), "".join(card(h) for h in related), emo("aside"), emo("asideh"),
            "".join('<li><a href="%s"><span>%s</span><p>%s</p></a></li>' % (url(), hm(pub - datetime.timedelta(minutes=j * 17 + r.randint(0, 12))), esc(h)) for j, h in enumerate(latest)),
            emo("asideh"), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular), nd)

    if tagdiv:
        pid = aid
        crumbs = ('<div class="td-crumb-container"><div class="entry-crumbs"><span><a title="" class="entry-crumb" href="https://%s/">หน้าแรก</a></span> '
                  '<i class="td-icon-right td-bread-sep"></i> <span><a title="ดูโพสต์ทั้งหมดใน %s" class="entry-crumb" href="https://%s/%s">%s</a></span></div></div>') % (
            host, esc(sec), host, spath, esc(sec))
        sharing = lambda pos: ('<div class="td-post-sharing-%s"><div class="td-post-sharing td-ps-bg td-ps-notext td-post-sharing-style1"><div class="td-post-sharing-visible">%s'
                               '<a class="td-social-sharing-button td-social-sharing-button-js td-social-network td-social-copy_url" href="#" title="Copy URL"><div class="td-social-but-icon"><i class="td-icon-copy_url"></i></div><div class="td-social-but-text">Copy URL</div></a>'
                               '</div></div></div>') % (pos, "".join(
            '<a class="td-social-sharing-button td-social-sharing-button-js td-social-network td-social-%s" href="%s%s" title="%s"><div class="td-social-but-icon"><i class="td-icon-%s"></i></div><div class="td-social-but-text">%s</div></a>' % (
                k, u, me, lab, k, lab) for k, lab, u in shares))
        feat = ""
        if lead_pic:
            c = caption(True)
            u = img(1000, 600)
            feat = ('<div class="td-post-featured-image"><figure><a href="%s" data-caption="%s"><img width="696" height="418" class="entry-thumb td-modal-image" src="%s" alt="" title="%s"/></a>'
                    '<figcaption class="wp-caption-text">%s</figcaption></figure></div>') % (u, esc(c), u.replace("-1000x600", "-696x418"), esc(t[:40]), esc(c))
        prev_t, next_t = rel_heads(2)
        module = lambda h: ('<div class="td-related-span4"><div class="td_module_related_posts td-animation-stack td_mod_related_posts"><div class="td-module-image"><div class="td-module-thumb">'
                            '<a href="%s" rel="bookmark" class="td-image-wrap" title="%s"><img class="entry-thumb" src="%s" alt="" title="%s" width="218" height="150"/></a></div></div>'
                            '<div class="item-details"><h3 class="entry-title td-module-title"><a href="%s" rel="bookmark" title="%s">%s</a></h3></div></div></div>') % (
            url(), esc(h), img(218, 150), esc(h), url(), esc(h), esc(h))
        side = lambda lab, hs: ('<div class="td_block_wrap td_block_1 td_block_widget td-pb-border-top td_block_template_1"><div class="td-block-title-wrap"><h4 class="block-title td-block-title"><span class="td-pulldown-size">%s</span></h4></div>'
                                '<div class="td_block_inner">%s</div></div>') % (lab, "".join(
            '<div class="td-block-span12"><div class="td_module_6 td_module_wrap td-animation-stack"><div class="item-details"><h3 class="entry-title td-module-title"><a href="%s" rel="bookmark" title="%s">%s</a></h3>'
            '<div class="td-module-meta-info"><span class="td-post-date"><time class="entry-date updated td-module-date" datetime="%s">%s</time></span></div></div></div></div>' % (
                url(), esc(h), esc(h), iso(dd), short(dd)) for h, dd in zip(hs, [pub - datetime.timedelta(minutes=r.randint(0, 60 * 30)) for _ in hs])))
        return ldj + ('<div class="td-main-content-wrap td-container-wrap"><div class="td-container td-post-template-default">%s<div class="td-pb-row">'
                '<div class="td-pb-span8 td-main-content" role="main"><div class="td-ss-main-content">'
                '<article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail category-%s" itemscope itemtype="https://schema.org/Article">'
                '<div class="td-post-header"><ul class="td-category"><li class="entry-category"><a href="https://%s/%s">%s</a></li></ul>'
                '<header class="td-post-title"><h1 class="entry-title">%s</h1><div class="td-module-meta-info">'
                '<div class="td-post-author-name"><div class="td-author-by">โดย</div> <a href="https://%s/author/%s">%s</a><div class="td-author-line"> - </div></div>'
                '<span class="td-post-date"><time class="entry-date updated td-module-date" datetime="%s">%s</time></span>'
                '<div class="td-post-views"><i class="td-icon-views"></i><span class="td-nr-views-%d">%d</span></div></div></header></div>'
                '%s<div class="td-post-content tagdiv-type">%s\n%s</div>'
                '<footer><div class="td-post-source-tags"><ul class="td-tags td-post-small-box clearfix"><li><span>TAGS</span></li>%s</ul></div>%s'
                '<div class="td-block-row td-post-next-prev"><div class="td-block-span6 td-post-prev-post"><div class="td-post-next-prev-content"><span>บทความก่อนหน้านี้</span><a href="%s">%s</a></div></div>'
                '<div class="td-next-prev-separator"></div><div class="td-block-span6 td-post-next-post"><div class="td-post-next-prev-content"><span>บทความถัดไป</span><a href="%s">%s</a></div></div></div>'
                '</footer></article>'
                '<div class="td_block_wrap td_block_related_posts td_uid_%d_rand td_with_ajax_pagination td-pb-border-top td_block_template_1" data-td-block-uid="td_uid_%d">'
                '<h4 class="td-related-title td-block-title"><a id="td_uid_%d" class="td-related-left td-cur-simple-item" data-td_filter_value="" data-td_block_id="td_uid_%d" href="#">ข่าวที่เกี่ยวข้อง</a>'
                '<a id="td_uid_%d" class="td-related-right" data-td_filter_value="td_related_more_from_author" data-td_block_id="td_uid_%d" href="#">เพิ่มเติมจากผู้เขียน</a></h4>'
                '<div id="td_uid_%d" class="td_block_inner"><div class="td-related-row">%s</div></div></div>%s'
                '</div></div><div class="td-pb-span4 td-main-sidebar" role="complementary"><div class="td-ss-main-sidebar">%s%s</div></div></div></div></div>') % (
            crumbs, pid, pid, spath, host, spath, esc(sec), esc(t), host, "matichon-online" if site == "matichon" else "khaosod-online", name,
            iso(pub), when(pub), pid, n_views, sharing("top"), feat, textbox,
            "".join('<li><a href="https://%s/tag/%s">%s</a></li>' % (host, esc(x), esc(x)) for x in tags), sharing("bottom"),
            url(), esc(prev_t), url(), esc(next_t), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99), r.randint(10, 99),
            "".join('<div class="td-related-row">%s</div>' % "".join(module(h) for h in related[j:j + 3]) for j in range(0, len(related), 3))[len('<div class="td-related-row">'):-len("</div>")],
            '<div class="fb-comments" data-href="%s" data-width="100%%" data-numposts="5"></div>' % me if fbc else "",
            side("ข่าวล่าสุด", latest), side("ยอดนิยม" if site == "matichon" else "ข่าวเด่น", popular))

    if site == "khaosod":
        lp = ""
        if lead_pic:
            c = caption()
            lp = '<div class="post-thumbnail"><img width="1000" height="600" src="%s" class="attachment-post-thumbnail size-post-thumbnail wp-post-image" alt="%s" />%s</div>' % (
                img(), esc(t), '<p class="wp-caption-text">%s</p>' % esc(c) if c else "")
        share = '<div class="share-buttons">%s<button class="share-copy" type="button">คัดลอกลิงก์</button></div>' % "".join(
            '<a class="share-%s" href="%s%s" target="_blank" rel="noopener" aria-label="แชร์ไปยัง %s"><span>%s</span></a>' % (k, u, me, lab, lab) for k, lab, u in shares)
        return ldj + ('<div class="container"><nav class="breadcrumb"><a href="https://www.khaosod.co.th/">หน้าแรก</a> &raquo; <a href="https://www.khaosod.co.th/%s">%s</a></nav>'
                '<div class="row"><main class="col-main"><article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail category-%s">'
                '<header class="entry-header"><div class="post-category"><a href="https://www.khaosod.co.th/%s">%s</a></div><h1 class="entry-title">%s</h1>'
                '<div class="entry-meta"><span class="byline">ข่าวสดออนไลน์</span> <time class="entry-date published" datetime="%s">%s</time>%s</div>%s</header>'
                '%s<div class="entry-content">%s</div>'
                '<footer class="entry-footer"><div class="tags-links"><span>แท็ก:</span> %s</div>%s</footer></article>'
                '<section class="related-posts"><h3 class="related-title">ข่าวที่เกี่ยวข้อง</h3><div class="related-list">%s</div></section>%s</main>'
                '<aside class="sidebar"><section class="widget widget-latest"><h3 class="widget-title">ข่าวล่าสุด</h3><ul>%s</ul></section>'
                '<section class="widget widget-popular"><h3 class="widget-title">ข่าวเด่น</h3><ul>%s</ul></section></aside></div></div>') % (
            spath, esc(sec), aid, aid, spath, spath, esc(sec), esc(t), iso(pub), when(pub),
            ' <time class="updated" datetime="%s">อัปเดต %s</time>' % (iso(upd), when(upd)) if upd else "", share, lp, textbox,
            " ".join('<a href="https://www.khaosod.co.th/tag/%s" rel="tag">%s</a>' % (esc(x), esc(x)) for x in tags), share,
            "".join('<article class="related-item"><a href="%s"><img src="%s" alt="" loading="lazy"/><h4>%s</h4></a></article>' % (url(), img(400, 240), esc(h)) for h in related),
            '<div class="fb-comments" data-href="%s" data-width="100%%" data-numposts="5"></div>' % me if rs.random() < 0.5 else "",
            "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular))

    if site == "thaipbs":
        cap = caption(True) if lead_pic else ""
        if not late:
            return ldj + ('<div class="container content-page"><ol class="breadcrumb"><li><a href="https://news.thaipbs.or.th/">หน้าแรก</a></li><li><a href="https://news.thaipbs.or.th/%s">%s</a></li></ol>'
                    '<div class="row"><div class="col-md-8"><div class="content-header"><h1 class="content-title">%s</h1>'
                    '<div class="content-meta"><span class="date">%s</span> <span class="time">%s</span> <span class="view"><i class="fa fa-eye"></i> %s</span></div></div>'
                    '<div class="content-social">%s</div>%s%s'
                    '<article class="entry-content">%s</article>'
                    '<div class="content-tags"><span class="title">แท็กที่เกี่ยวข้อง</span> %s</div>'
                    '<div class="content-related"><h3 class="section-title">ข่าวที่เกี่ยวข้อง</h3><ul>%s</ul></div></div>'
                    '<div class="col-md-4 sidebar"><div class="widget"><h3 class="widget-title">ข่าวล่าสุด</h3><ul>%s</ul></div>'
                    '<div class="widget"><h3 class="widget-title">ข่าวยอดนิยม</h3><ol>%s</ol></div></div></div></div>') % (
                spath, esc(sec), esc(t), when(pub), hm(pub), "{:,}".format(n_views),
                "".join('<a class="btn-share btn-%s" href="%s%s" target="_blank">%s</a>' % (k, u, me, lab) for k, lab, u in shares),
                '<div class="content-abstract"><p>%s</p></div>' % esc(TEASER_) if TEASER_ else "",
                '<div class="content-image"><img src="%s" alt="%s" /><p class="content-image-caption">%s</p></div>' % (img(), esc(t), esc(cap)) if lead_pic else "",
                textbox, " ".join('<a class="tag" href="https://news.thaipbs.or.th/tags/%s">%s</a>' % (esc(x), esc(x)) for x in tags),
                "".join('<li><a href="%s">%s</a> <span class="date">%s</span></li>' % (url(), esc(h), when(pub - datetime.timedelta(days=r.randint(0, 6)))) for h in related),
                "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular))
        nd = next_data({"category": spath}, {"content": {"id": aid, "title": t, "abstract": TEASER_ or "", "body": nd_content, "publishedAt": iso(pub), "tags": tags}})
        return ldj + ('<div id="__next"><main class="%s"><div class="%s"><nav class="%s" aria-label="breadcrumb"><a href="https://www.thaipbs.or.th/news">หน้าแรก</a><span>/</span>'
                '<a href="https://www.thaipbs.or.th/news/categories/%s">%s</a></nav>'
                '<article class="%s"><header class="%s"><h1 class="%s">%s</h1>%s'
                '<div class="%s"><span class="%s">%s</span><span class="%s">%s</span><span class="%s">%s</span></div>'
                '<div class="%s">%s<button type="button" class="%s">คัดลอกลิงก์</button></div></header>%s'
                '<div class="%s content-body">%s</div>'
                '<div class="%s"><h3 class="%s">แท็กที่เกี่ยวข้อง</h3><div>%s</div></div></article>'
                '<section class="%s"><h2 class="%s">ข่าวที่เกี่ยวข้อง</h2><div class="%s">%s</div></section></div>'
                '<aside class="%s"><section><h2 class="%s">ข่าวล่าสุด</h2><ul>%s</ul></section><section><h2 class="%s">ข่าวยอดนิยม</h2><ol>%s</ol></section></aside></main></div>%s') % (
            scc("main"), scc("wrap"), scc("crumb"), spath, esc(sec), scc("article"), scc("header"), scc("h1"), esc(t),
            '<p class="%s">%s</p>' % (scc("abstract"), esc(TEASER_)) if TEASER_ else "",
            scc("meta"), scc("date"), when(pub), scc("time"), hm(pub), scc("views"), "{:,}".format(n_views) if n_views < 1000 else "%.1fK" % (n_views / 1000.0),
            scc("share"), "".join('<a href="%s%s" target="_blank" rel="noopener" aria-label="%s" class="%s"></a>' % (u, me, lab, scc("sharebtn")) for k, lab, u in shares), scc("copy"),
            '<figure class="%s"><img src="%s" alt="%s" fetchpriority="high"/><figcaption>%s</figcaption></figure>' % (scc("lead"), img(), esc(t), esc(cap)) if lead_pic else "",
            scc("body"), textbox, scc("tags"), scc("tagsh"), "".join('<a href="https://www.thaipbs.or.th/news/tags/%s" class="%s">%s</a>' % (esc(x), scc("tag"), esc(x)) for x in tags),
            scc("related"), scc("relh"), scc("relgrid"), "".join('<a href="%s" class="%s"><img src="%s" alt="" loading="lazy"/><h3>%s</h3><span>%s</span></a>' % (
                url(), scc("card"), img(400, 225), esc(h), when(pub - datetime.timedelta(days=r.randint(0, 6)))) for h in related),
            scc("aside"), scc("asideh"), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest), scc("asideh"),
            "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular), nd)

    # Bangkok Biz News
    cap = caption(True) if lead_pic else ""
    blurbs = [sentence(r, 10, 24) for _ in related]
    EXTRAS.extend(blurbs)
    nd = next_data({"section": spath}, {"data": {"id": aid, "title": t, "blurb": TEASER_ or "", "content": nd_content, "published_at": iso(pub), "tags": tags}})
    return ldj + ('<div class="container detail-page"><div class="breadcrumb"><a href="https://www.bangkokbiznews.com/">หน้าแรก</a> <span>/</span> <a href="https://www.bangkokbiznews.com/%s">%s</a></div>'
            '<div class="row"><div class="col-lg-8"><article class="detail"><h1 class="title">%s</h1>'
            '<div class="meta"><span class="date">%s</span>%s<span class="views">%s</span></div>'
            '<div class="share-box">%s<button type="button" class="copy-link">คัดลอกลิงก์</button></div>%s%s'
            '<div id="content" class="content-detail">%s</div>'
            '<div class="tags"><h3>แท็กที่เกี่ยวข้อง</h3>%s</div></article>'
            '<section class="section-related"><h2 class="section-title">ข่าวที่เกี่ยวข้อง</h2><div class="card-list">%s</div></section></div>'
            '<div class="col-lg-4"><div class="widget-latest"><h3 class="widget-title">ข่าวล่าสุด</h3><ul>%s</ul></div>'
            '<div class="widget-popular"><h3 class="widget-title">ยอดนิยม</h3><ol>%s</ol></div></div></div></div>%s') % (
        spath, esc(sec), esc(t), when(pub), ' <span class="updated">อัปเดตล่าสุด %s | %s น.</span> ' % (short(upd), hm(upd)) if upd else " ",
        "{:,}".format(n_views) if n_views < 1000 else "%.1fK" % (n_views / 1000.0),
        "".join('<a class="share-%s" href="%s%s" target="_blank" rel="noopener noreferrer" aria-label="%s"></a>' % (k, u, me, lab) for k, lab, u in shares),
        '<div class="image-feature"><img src="%s" alt="%s" width="1024" height="576"/><p class="caption">%s</p></div>' % (img(), esc(t), esc(cap)) if lead_pic else "",
        '<div class="content-blurb"><p><strong>%s</strong></p></div>' % esc(TEASER_) if TEASER_ else "", textbox,
        "".join('<a class="tag-item" href="https://www.bangkokbiznews.com/tags/%s">%s</a>' % (esc(x), esc(x)) for x in tags),
        "".join('<div class="card"><a href="%s"><img src="%s" alt="" loading="lazy"/><h3 class="card-title">%s</h3><p class="card-blurb">%s</p></a><span class="card-date">%s</span></div>' % (
            url(), img(400, 225), esc(h), esc(b), short(pub - datetime.timedelta(days=r.randint(0, 9)))) for h, b in zip(related, blurbs)),
        "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in latest), "".join('<li><a href="%s">%s</a></li>' % (url(), esc(h)) for h in popular), nd)
