#!/usr/bin/env python3
"""Second held-out push-alert corpus generator (same CLI and output formats as
../heldout-corpus/gen_alerts.py and shared/corpus/gen_alerts.py).

Different on purpose from both.  Other apps: airline check-in, gates and delays, hotel
bookings, workouts and streaks, dating, mobile games (energy, clans, tournaments, raids),
breaking news with long headlines, second-hand marketplaces (offers, price drops), smart home
(device + room), school assignments and grades, doctor appointments and pharmacies, parcel
lockers with pickup codes, subscriptions and billing, social reactions, mentions and quoted
comments, podcasts and video uploads, parking and transit, package tracking with carriers.
Other languages: en it nl vi id sv uk he zt (Traditional Chinese) ja, or a mixed corpus.
Traps: slots at both ends, adjacent slots with only punctuation between, slots glued to text
(#%@, %@%, %@円, Hebrew prefixes ל/ב/ו/מ), short closed lists inside a slot, near-duplicate
templates that differ in one word, plural variants as separate templates, constant alerts,
a literal %, titles (constant or with a slot), Zipf frequencies and one-off alerts.

Python 3 standard library only.  Same arguments -> byte-identical output.
"""

import argparse
import bisect
import datetime
import json
import os
import random
import re
import sys

LANGS = ("en", "it", "nl", "vi", "id", "sv", "uk", "he", "zt", "ja")
MIX = {"en": 0.25, "it": 0.09, "nl": 0.07, "vi": 0.09, "id": 0.12, "sv": 0.05, "uk": 0.06, "he": 0.06,
       "zt": 0.08, "ja": 0.13}
NBSP = "\u00a0"


def L(**kw):
    return kw


def same(s, langs=LANGS):
    return {lg: s for lg in langs}


# (id, aps category, body, title).  The order is the Zipf rank (first = most frequent).
# Placeholders are {name}; loc-args follow the order of first appearance in English.
T = [
    ("social.liked_post", "REACTION",
     L(en="{actor} liked your post", it="A {actor} piace il tuo post", nl="{actor} vindt je bericht leuk",
       vi="{actor} đã thích bài viết của bạn", id="{actor} menyukai postingan Anda",
       sv="{actor} gillade ditt inlägg", uk="{actor} вподобав(-ла) ваш допис", he="{actor} אהב/ה את הפוסט שלך",
       zt="{actor}說你的貼文讚", ja="{actor}さんがあなたの投稿に「いいね！」しました"), None),
    ("parcel.shipped", "SHIPPING",
     L(en="Your order {order} has shipped with {carrier}. Track it: {url}",
       it="Il tuo ordine {order} è stato spedito con {carrier}. Traccialo: {url}",
       nl="Je bestelling {order} is verzonden met {carrier}. Volg je pakket: {url}",
       vi="Đơn hàng {order} đã được giao cho {carrier}. Theo dõi: {url}",
       id="Pesanan {order} telah dikirim via {carrier}. Lacak: {url}",
       sv="Din order {order} har skickats med {carrier}. Spåra: {url}",
       uk="Ваше замовлення {order} відправлено: {carrier}. Відстежити: {url}",
       he="ההזמנה {order} נשלחה עם {carrier}. למעקב: {url}",
       zt="您的訂單{order}已由{carrier}出貨，查詢物流：{url}",
       ja="ご注文{order}を{carrier}で発送しました。配送状況：{url}"), None),
    ("air.checkin_open", "FLIGHT",
     L(en="Check-in is now open for flight {flight} to {city}. Pick your seat before it's gone.",
       it="Il check-in per il volo {flight} per {city} è aperto. Scegli subito il tuo posto.",
       nl="Inchecken voor vlucht {flight} naar {city} is geopend. Kies nu je stoel.",
       vi="Đã mở làm thủ tục trực tuyến cho chuyến bay {flight} đi {city}. Chọn chỗ ngồi ngay.",
       id="Check-in untuk penerbangan {flight} ke {city} sudah dibuka. Pilih kursi Anda sekarang.",
       sv="Incheckningen för flyg {flight} till {city} är öppen. Välj din plats nu.",
       uk="Реєстрацію на рейс {flight} → {city} відкрито. Оберіть місце зараз.",
       he="הצ'ק-אין לטיסה {flight} ל{city} נפתח. בחרו מושב עכשיו.",
       zt="飛往{city}的{flight}航班已開放線上報到，立即選位。",
       ja="{city}行き{flight}便のオンラインチェックインが開始しました。今すぐ座席を選びましょう。"),
     L(en="Check-in open ✈️", it="Check-in aperto ✈️", nl="Inchecken geopend ✈️", vi="Đã mở check-in ✈️",
       id="Check-in dibuka ✈️", sv="Incheckning öppen ✈️", uk="Реєстрацію відкрито ✈️", he="הצ'ק-אין נפתח ✈️",
       zt="開放報到 ✈️", ja="チェックイン開始 ✈️")),
    ("social.loved_post", "REACTION",
     L(en="{actor} loved your post", it="{actor} adora il tuo post", nl="{actor} is dol op je bericht",
       vi="{actor} đã yêu thích bài viết của bạn", id="{actor} sangat menyukai postingan Anda",
       sv="{actor} älskade ditt inlägg", uk="{actor} у захваті від вашого допису",
       he="{actor} אהב/ה מאוד את הפוסט שלך", zt="{actor}對你的貼文按了大心",
       ja="{actor}さんがあなたの投稿に「超いいね！」しました"), None),
    ("home.device_offline", "HOME",
     L(en="{device} in the {room} is offline", it="{device} in {room} è offline", nl="{device} in de {room} is offline",
       vi="{device} ở {room} đang ngoại tuyến", id="{device} di {room} sedang offline", sv="{device} i {room} är offline",
       uk="{device} ({room}) не в мережі", he="{device} ב{room} במצב לא מקוון", zt="{room}的{device}已離線",
       ja="{room}の{device}がオフラインです"),
     L(en="Smart Home", it="Casa", nl="Thuis", vi="Nhà thông minh", id="Rumah Pintar", sv="Hemma",
       uk="Розумний дім", he="הבית החכם", zt="智慧家庭", ja="スマートホーム")),
    ("market.offer", "OFFER",
     L(en="{buyer} offered {price} for “{listing}”", it="{buyer} ha offerto {price} per “{listing}”",
       nl="{buyer} heeft {price} geboden op ‘{listing}’", vi="{buyer} đã trả giá {price} cho “{listing}”",
       id="{buyer} menawar {price} untuk \"{listing}\"", sv="{buyer} har lagt ett bud på {price} för ”{listing}”",
       uk="{buyer} пропонує {price} за «{listing}»", he="{buyer} הציע/ה {price} עבור \"{listing}\"",
       zt="{buyer}對「{listing}」出價{price}元", ja="「{listing}」に{buyer}さんから{price}円のオファーが届きました"),
     L(en="New offer 💰", it="Nuova offerta 💰", nl="Nieuw bod 💰", vi="Trả giá mới 💰", id="Tawaran baru 💰",
       sv="Nytt bud 💰", uk="Нова пропозиція 💰", he="הצעה חדשה 💰", zt="新出價 💰", ja="新しいオファー 💰")),
    ("fitness.workout_done", "WORKOUT",
     L(en="{workout} complete: {duration} · {kcal} kcal 💪",
       it="Allenamento completato: {workout}, {duration} · {kcal} kcal 💪",
       nl="{workout} voltooid: {duration} · {kcal} kcal 💪", vi="Hoàn thành {workout}: {duration} · {kcal} kcal 💪",
       id="{workout} selesai: {duration} · {kcal} kkal 💪", sv="{workout} klart: {duration} · {kcal} kcal 💪",
       uk="Тренування «{workout}» завершено: {duration} · {kcal} ккал 💪",
       he="אימון {workout} הושלם: {duration} · {kcal} קק\"ל 💪", zt="完成{workout}：{duration}・消耗{kcal}大卡 💪",
       ja="{workout}完了：{duration}・{kcal}kcal 💪"), None),
    ("air.gate_changed", "FLIGHT",
     L(en="New gate: {gate}. Boarding starts at {time}.", it="Nuovo gate: {gate}. L'imbarco inizia alle {time}.",
       nl="Nieuwe gate: {gate}. Boarding begint om {time}.",
       vi="Cửa ra máy bay mới: {gate}. Bắt đầu lên máy bay lúc {time}.",
       id="Gerbang baru: {gate}. Boarding dimulai pukul {time}.", sv="Ny gate: {gate}. Ombordstigningen börjar {time}.",
       uk="Новий вихід: {gate}. Посадка починається о {time}.", he="שער חדש: {gate}. העלייה למטוס תתחיל ב-{time}.",
       zt="登機門更改為{gate}，{time}開始登機。", ja="搭乗口が{gate}に変更されました。搭乗開始は{time}です。"),
     L(en="{flight} → {city}", it="{flight} → {city}", nl="{flight} → {city}", vi="{flight} → {city}",
       id="{flight} → {city}", sv="{flight} → {city}", uk="{flight} → {city}", he="{flight} ל{city}",
       zt="{flight}→{city}", ja="{flight}便 {city}行き")),
    ("parcel.delivered", "SHIPPING",
     L(en="Delivered: your package was left at the {spot}", it="Consegnato: il pacco è stato lasciato {spot}",
       nl="Bezorgd: je pakket is afgeleverd {spot}", vi="Đã giao: kiện hàng được để tại {spot}",
       id="Terkirim: paket diletakkan di {spot}", sv="Levererat: paketet lämnades {spot}",
       uk="Доставлено: посилку залишено {spot}", he="נמסר: החבילה הושארה {spot}",
       zt="已送達：包裹放置於{spot}", ja="配達完了：お荷物を{spot}にお届けしました"), None),
    ("game.energy_full", "GAME",
     L(en="Your energy is full ⚡ Jump back in!", it="La tua energia è al massimo ⚡ Torna a giocare!",
       nl="Je energie is vol ⚡ Speel verder!", vi="Năng lượng đã đầy ⚡ Vào chơi ngay!",
       id="Energi kamu sudah penuh ⚡ Ayo main lagi!", sv="Din energi är full ⚡ Dags att spela!",
       uk="Енергію відновлено ⚡ Повертайтеся до гри!", he="האנרגיה שלך מלאה ⚡ חזרו לשחק!",
       zt="體力已全部恢復 ⚡ 快回來玩吧！", ja="スタミナが全回復しました ⚡ 今すぐプレイ！"), None),
    ("social.followers_many", "FOLLOW",
     L(en="You have {count} new followers", it="Hai {count} nuovi follower", nl="Je hebt {count} nieuwe volgers",
       vi="Bạn có {count} người theo dõi mới", id="Anda punya {count} pengikut baru", sv="Du har {count} nya följare",
       uk="У вас {count} нових підписників", he="יש לך {count} עוקבים חדשים", zt="你有{count}位新粉絲",
       ja="{count}人の新しいフォロワーがいます"), None),
    ("social.followers_one", "FOLLOW",
     L(en="You have 1 new follower", it="Hai 1 nuovo follower", nl="Je hebt 1 nieuwe volger",
       sv="Du har 1 ny följare", uk="У вас 1 новий підписник", he="יש לך עוקב חדש אחד"), None),
    ("air.boarding", "FLIGHT",
     L(en="Now boarding at gate {gate}. Seat {seat} · Group {group}",
       it="Imbarco in corso al gate {gate}. Posto {seat} · Gruppo {group}",
       nl="Boarding gestart bij gate {gate}. Stoel {seat} · Groep {group}",
       vi="Đang lên máy bay tại cửa {gate}. Ghế {seat} · Nhóm {group}",
       id="Boarding di gerbang {gate}. Kursi {seat} · Grup {group}",
       sv="Ombordstigning pågår vid gate {gate}. Plats {seat} · Grupp {group}",
       uk="Посадка через вихід {gate}. Місце {seat} · Група {group}",
       he="העלייה למטוס החלה בשער {gate}. מושב {seat} · קבוצה {group}",
       zt="{gate}登機門開始登機。座位{seat}・第{group}組", ja="{gate}番搭乗口で搭乗を開始しました。座席{seat}・グループ{group}"),
     same("✈️ {flight}")),
    ("dating.match", "MATCH",
     L(en="It's a match! You and {name} liked each other 💘", it="È un match! Tu e {name} vi piacete a vicenda 💘",
       nl="Het is een match! Jij en {name} vinden elkaar leuk 💘", vi="Tương hợp rồi! Bạn và {name} đã thích nhau 💘",
       id="It's a match! Kamu dan {name} saling suka 💘", sv="Det är en match! Du och {name} gillar varandra 💘",
       uk="Це метч! Ви та {name} вподобали одне одного 💘", he="יש התאמה! את/ה ו{name} אהבתם זה את זה 💘",
       zt="配對成功！你和{name}互相喜歡 💘", ja="マッチしました！{name}さんとお互いに「いいね」しました 💘"), None),
    ("school.due_tomorrow", "SCHOOL",
     L(en="{assignment} ({course}) is due tomorrow at {time}", it="{assignment} ({course}): consegna domani alle {time}",
       nl="{assignment} ({course}) moet morgen om {time} ingeleverd zijn",
       vi="{assignment} ({course}) hết hạn nộp lúc {time} ngày mai",
       id="{assignment} ({course}) harus dikumpulkan besok pukul {time}",
       sv="{assignment} ({course}) ska lämnas in i morgon kl. {time}",
       uk="{assignment} ({course}): термін здачі завтра о {time}", he="{assignment} ({course}) להגשה מחר עד {time}",
       zt="{course}的{assignment}明天{time}截止", ja="{course}の{assignment}は明日{time}締め切りです"), None),
    ("school.due_today", "SCHOOL",
     L(en="{assignment} ({course}) is due today at {time}", it="{assignment} ({course}): consegna oggi alle {time}",
       nl="{assignment} ({course}) moet vandaag om {time} ingeleverd zijn",
       vi="{assignment} ({course}) hết hạn nộp lúc {time} hôm nay",
       id="{assignment} ({course}) harus dikumpulkan hari ini pukul {time}",
       sv="{assignment} ({course}) ska lämnas in i dag kl. {time}",
       uk="{assignment} ({course}): термін здачі сьогодні о {time}", he="{assignment} ({course}) להגשה היום עד {time}",
       zt="{course}的{assignment}今天{time}截止", ja="{course}の{assignment}は今日{time}締め切りです"), None),
    ("home.doorbell", "DOORBELL",
     L(en="Someone is at the {door} 🔔", it="C'è qualcuno alla {door} 🔔", nl="Er staat iemand bij de {door} 🔔",
       vi="Có người ở {door} 🔔", id="Ada orang di {door} 🔔", sv="Det är någon vid {door} 🔔",
       uk="Дзвінок: {door} 🔔", he="מישהו ב{door} 🔔", zt="{door}有人按門鈴 🔔", ja="{door}に来客です 🔔"), None),
    ("billing.renews", "BILLING",
     L(en="Your {plan} plan renews on {date} for {amount}", it="Il tuo piano {plan} si rinnova il {date} a {amount}",
       nl="Je {plan}-abonnement wordt op {date} verlengd voor {amount}",
       vi="Gói {plan} của bạn sẽ được gia hạn vào {date} với giá {amount}",
       id="Paket {plan} Anda akan diperpanjang pada {date} seharga {amount}",
       sv="Ditt {plan}-abonnemang förnyas {date} för {amount}", uk="Ваш план {plan} буде продовжено {date} за {amount}",
       he="מנוי {plan} יחודש ב-{date} בסך {amount}", zt="您的{plan}方案將於{date}自動續訂，金額為{amount}",
       ja="{plan}プランは{date}に{amount}で自動更新されます"), None),
    ("news.breaking", "NEWS",
     L(en="BREAKING: {headline}", it="ULTIM'ORA: {headline}", nl="BREAKING: {headline}", vi="NÓNG: {headline}",
       id="TERKINI: {headline}", sv="JUST NU: {headline}", uk="ТЕРМІНОВО: {headline}", he="מבזק: {headline}",
       zt="快訊：{headline}", ja="【速報】{headline}"),
     same("{source}")),
    ("locker.ready", "LOCKER",
     L(en="Your parcel is waiting in locker {locker} at {place}. Pickup code: {code}",
       it="Il tuo pacco ti aspetta nel locker {locker} presso {place}. Codice di ritiro: {code}",
       nl="Je pakket ligt klaar in kluis {locker} bij {place}. Ophaalcode: {code}",
       vi="Bưu kiện của bạn đang ở tủ {locker} tại {place}. Mã nhận hàng: {code}",
       id="Paket Anda ada di loker {locker} di {place}. Kode ambil: {code}",
       sv="Ditt paket finns i skåp {locker} på {place}. Upphämtningskod: {code}",
       uk="Ваша посилка в поштоматі {locker} за адресою {place}. Код отримання: {code}",
       he="החבילה שלך מחכה בלוקר {locker} ב{place}. קוד איסוף: {code}",
       zt="您的包裹已送達{place}智取櫃{locker}，取件碼：{code}",
       ja="お荷物が{place}の宅配ロッカー{locker}に届いています。受取コード：{code}"),
     L(en="Parcel ready 📦", it="Pacco pronto 📦", nl="Pakket klaar 📦", vi="Bưu kiện đã đến 📦", id="Paket siap 📦",
       sv="Paketet har kommit 📦", uk="Посилка чекає 📦", he="החבילה הגיעה 📦", zt="包裹已到 📦", ja="お荷物到着 📦")),
    ("social.commented", "COMMENT",
     L(en="{actor} commented: “{comment}”", it="{actor} ha commentato: “{comment}”", nl="{actor} reageerde: ‘{comment}’",
       vi="{actor} đã bình luận: “{comment}”", id="{actor} berkomentar: \"{comment}\"",
       sv="{actor} kommenterade: ”{comment}”", uk="{actor} прокоментував(-ла): «{comment}»",
       he="{actor} הגיב/ה: \"{comment}\"", zt="{actor}留言：「{comment}」", ja="{actor}さんがコメントしました：「{comment}」"), None),
    ("transit.ticket_active", "TICKET",
     L(en="Your {ticket} is active until {time}. Have a good trip!",
       it="Il tuo {ticket} è valido fino alle {time}. Buon viaggio!", nl="Je {ticket} is geldig tot {time}. Goede reis!",
       vi="{ticket} của bạn có hiệu lực đến {time}. Chúc thượng lộ bình an!",
       id="{ticket} Anda berlaku sampai pukul {time}. Selamat jalan!", sv="Din {ticket} gäller till {time}. Trevlig resa!",
       uk="Ваш {ticket} дійсний до {time}. Гарної поїздки!", he="ה{ticket} שלך בתוקף עד {time}. נסיעה טובה!",
       zt="您的{ticket}有效至{time}，祝您旅途愉快！", ja="{ticket}は{time}まで有効です。よい旅を！"), None),
    ("chat.message", "MESSAGE", same("{preview}"), same("{sender}")),
    ("game.clan_invite", "CLAN",
     L(en="{player} invited you to join {clan} [{tag}]", it="{player} ti ha invitato nel clan {clan} [{tag}]",
       nl="{player} nodigt je uit voor clan {clan} [{tag}]", vi="{player} mời bạn tham gia bang hội {clan} [{tag}]",
       id="{player} mengundangmu bergabung ke klan {clan} [{tag}]", sv="{player} bjöd in dig till klanen {clan} [{tag}]",
       uk="{player} запрошує вас до клану {clan} [{tag}]", he="{player} הזמין/ה אותך להצטרף לקלאן {clan} [{tag}]",
       zt="{player}邀請你加入公會{clan} [{tag}]", ja="{player}さんからクラン「{clan}」[{tag}]への招待が届きました"), None),
    ("health.appointment", "APPOINTMENT",
     L(en="Reminder: {doctor} on {date} at {time}, {clinic}",
       it="Promemoria: visita con {doctor} il {date} alle {time}, {clinic}",
       nl="Herinnering: afspraak bij {doctor} op {date} om {time}, {clinic}",
       vi="Nhắc lịch: khám với {doctor} lúc {time} ngày {date} tại {clinic}",
       id="Pengingat: janji dengan {doctor} pada {date} pukul {time}, {clinic}",
       sv="Påminnelse: besök hos {doctor} {date} kl. {time}, {clinic}",
       uk="Нагадування: {doctor}, {date} о {time}, {clinic}",
       he="תזכורת: תור אצל {doctor} ב-{date} בשעה {time}, {clinic}",
       zt="提醒您：{date} {time}於{clinic}看診（{doctor}醫師）", ja="【予約リマインド】{date} {time} {clinic}（{doctor}先生）"),
     L(en="Appointment reminder", it="Promemoria appuntamento", nl="Afspraakherinnering", vi="Nhắc lịch khám",
       id="Pengingat janji temu", sv="Påminnelse om besök", uk="Нагадування про візит", he="תזכורת לתור",
       zt="看診提醒", ja="予約のお知らせ")),
    ("market.price_drop", "PRICE",
     L(en="Price drop! “{listing}” is now {price} (-{pct}%)", it="Prezzo ribassato! “{listing}” ora a {price} (-{pct}%)",
       nl="Prijsverlaging! ‘{listing}’ is nu {price} (-{pct}%)", vi="Giảm giá! “{listing}” chỉ còn {price} (-{pct}%)",
       id="Turun harga! \"{listing}\" sekarang {price} (-{pct}%)", sv="Prissänkt! ”{listing}” kostar nu {price} (-{pct} %)",
       uk="Ціну знижено! «{listing}» тепер {price} (-{pct}%)", he="ירידת מחיר! \"{listing}\" עכשיו ב-{price} (-{pct}%)",
       zt="降價通知！「{listing}」現在只要{price}元（-{pct}%）", ja="値下げ！「{listing}」が{price}円になりました（-{pct}%）"), None),
    ("home.alarm_armed", "SECURITY",
     L(en="Alarm armed by {actor}", it="Allarme inserito da {actor}", nl="Alarm ingeschakeld door {actor}",
       vi="{actor} đã bật báo động", id="Alarm diaktifkan oleh {actor}", sv="Larmet aktiverades av {actor}",
       uk="{actor} увімкнув(-ла) сигналізацію", he="האזעקה הופעלה על ידי {actor}", zt="{actor}已啟動保全系統",
       ja="{actor}さんが警備をセットしました"), None),
    ("home.alarm_disarmed", "SECURITY",
     L(en="Alarm disarmed by {actor}", it="Allarme disinserito da {actor}", nl="Alarm uitgeschakeld door {actor}",
       vi="{actor} đã tắt báo động", id="Alarm dinonaktifkan oleh {actor}", sv="Larmet avaktiverades av {actor}",
       uk="{actor} вимкнув(-ла) сигналізацію", he="האזעקה נוטרלה על ידי {actor}", zt="{actor}已解除保全系統",
       ja="{actor}さんが警備を解除しました"), None),
    ("podcast.episode", "EPISODE",
     L(en="Ep. {epnum}: {eptitle} · {mins} min", it="Ep. {epnum}: {eptitle} · {mins} min",
       nl="Afl. {epnum}: {eptitle} · {mins} min", vi="Tập {epnum}: {eptitle} · {mins} phút",
       id="Eps. {epnum}: {eptitle} · {mins} mnt", sv="Avsnitt {epnum}: {eptitle} · {mins} min",
       uk="Випуск {epnum}: {eptitle} · {mins} хв", he="פרק {epnum}: {eptitle} · {mins} דק'",
       zt="EP{epnum}｜{eptitle}・{mins}分鐘", ja="#{epnum} {eptitle}（{mins}分）"),
     same("{podcast}")),
    ("video.upload", "VIDEO",
     L(en="{channel} uploaded: {vtitle}", it="{channel} ha caricato: {vtitle}",
       nl="{channel} heeft een video geüpload: {vtitle}", vi="{channel} đã tải lên: {vtitle}",
       id="{channel} mengunggah: {vtitle}", sv="{channel} laddade upp: {vtitle}", uk="{channel} публікує: {vtitle}",
       he="{channel} העלה/תה: {vtitle}", zt="{channel}上傳了：{vtitle}", ja="{channel}が動画をアップロードしました：{vtitle}"), None),
    ("parking.expiring", "PARKING",
     L(en="Parking in zone {zone} expires in {minutes} min ({plate}). Extend now?",
       it="La sosta nella zona {zone} scade tra {minutes} min ({plate}). Vuoi prolungarla?",
       nl="Je parkeersessie in zone {zone} verloopt over {minutes} min ({plate}). Verlengen?",
       vi="Vé gửi xe tại khu {zone} sẽ hết hạn sau {minutes} phút ({plate}). Gia hạn ngay?",
       id="Parkir di zona {zone} berakhir dalam {minutes} menit ({plate}). Perpanjang sekarang?",
       sv="Parkeringen i zon {zone} går ut om {minutes} min ({plate}). Förläng nu?",
       uk="Паркування в зоні {zone} завершиться через {minutes} хв ({plate}). Продовжити?",
       he="החניה באזור {zone} תסתיים בעוד {minutes} דק' ({plate}). להאריך?",
       zt="您在{zone}區的停車將於{minutes}分鐘後到期（{plate}），要延長嗎？",
       ja="{zone}エリアの駐車時間が残り{minutes}分です（{plate}）。延長しますか？"), None),
    ("billing.payment_failed", "BILLING",
     L(en="Your payment didn't go through. Update your payment method to keep your subscription.",
       it="Il pagamento non è andato a buon fine. Aggiorna il metodo di pagamento per mantenere l'abbonamento.",
       nl="Je betaling is mislukt. Werk je betaalmethode bij om je abonnement te behouden.",
       vi="Thanh toán không thành công. Vui lòng cập nhật phương thức thanh toán để duy trì gói đăng ký.",
       id="Pembayaran Anda gagal. Perbarui metode pembayaran agar langganan tetap aktif.",
       sv="Betalningen gick inte igenom. Uppdatera din betalningsmetod för att behålla ditt abonnemang.",
       uk="Не вдалося списати оплату. Оновіть спосіб оплати, щоб зберегти підписку.",
       he="התשלום לא עבר. עדכנו את אמצעי התשלום כדי לשמור על המנוי.",
       zt="付款失敗。請更新付款方式以維持訂閱。",
       ja="お支払いを処理できませんでした。サブスクリプションを継続するにはお支払い方法を更新してください。"),
     L(en="Payment failed ⚠️", it="Pagamento non riuscito ⚠️", nl="Betaling mislukt ⚠️", vi="Thanh toán thất bại ⚠️",
       id="Pembayaran gagal ⚠️", sv="Betalningen misslyckades ⚠️", uk="Оплата не пройшла ⚠️", he="התשלום נכשל ⚠️",
       zt="付款失敗 ⚠️", ja="お支払いエラー ⚠️")),
    ("social.story_reaction", "REACTION",
     L(en="{actor} reacted to your story: {emoji}", it="{actor} ha reagito alla tua storia: {emoji}",
       nl="{actor} reageerde op je verhaal: {emoji}", vi="{actor} đã bày tỏ cảm xúc về tin của bạn: {emoji}",
       id="{actor} menanggapi cerita Anda: {emoji}", sv="{actor} reagerade på din story: {emoji}",
       uk="{actor} відреагував(-ла) на вашу історію: {emoji}", he="{actor} הגיב/ה לסטורי שלך: {emoji}",
       zt="{actor}對你的限時動態傳送了心情：{emoji}", ja="{actor}さんがあなたのストーリーにリアクションしました：{emoji}"), None),
    ("school.grade", "GRADE",
     L(en="You got {grade} on {assignment} in {course}", it="Hai preso {grade} in {assignment} ({course})",
       nl="Je hebt een {grade} voor {assignment} ({course})", vi="Bạn được {grade} điểm bài {assignment} môn {course}",
       id="Nilai {assignment} ({course}) Anda: {grade}", sv="Du fick {grade} på {assignment} i {course}",
       uk="Ваша оцінка за {assignment} ({course}): {grade}", he="קיבלת {grade} ב{assignment} ב{course}",
       zt="你的{course}「{assignment}」成績：{grade}分", ja="{course}の{assignment}の成績：{grade}点"),
     L(en="New grade 📝", it="Nuovo voto 📝", nl="Nieuw cijfer 📝", vi="Điểm mới 📝", id="Nilai baru 📝",
       sv="Nytt betyg 📝", uk="Нова оцінка 📝", he="ציון חדש 📝", zt="新成績 📝", ja="成績のお知らせ 📝")),
    ("game.tournament", "TOURNAMENT",
     L(en="Tournament over! You finished #{rank} of {players} and earned {reward}",
       it="Torneo terminato! Sei arrivato #{rank} su {players} e hai vinto {reward}",
       nl="Toernooi voorbij! Je eindigde op #{rank} van {players} en verdiende {reward}",
       vi="Giải đấu kết thúc! Bạn xếp hạng #{rank}/{players} và nhận được {reward}",
       id="Turnamen selesai! Kamu peringkat #{rank} dari {players} dan mendapat {reward}",
       sv="Turneringen är slut! Du kom #{rank} av {players} och fick {reward}",
       uk="Турнір завершено! Ваше місце: #{rank} з {players}. Нагорода: {reward}",
       he="הטורניר הסתיים! סיימת במקום #{rank} מתוך {players} וזכית ב{reward}",
       zt="錦標賽結束！你在{players}人中排名第{rank}，獲得{reward}",
       ja="トーナメント終了！{players}人中{rank}位で{reward}を獲得しました"), None),
    ("hotel.booking_confirmed", "BOOKING",
     L(en="Your stay is confirmed: {date} – {date2}. Confirmation no. {booking}",
       it="Soggiorno confermato: {date} – {date2}. N. di conferma {booking}",
       nl="Je verblijf is bevestigd: {date} – {date2}. Bevestigingsnummer {booking}",
       vi="Đặt phòng đã được xác nhận: {date} – {date2}. Mã đặt phòng {booking}",
       id="Pemesanan terkonfirmasi: {date} – {date2}. Nomor pesanan {booking}",
       sv="Din vistelse är bekräftad: {date}–{date2}. Bokningsnummer {booking}",
       uk="Бронювання підтверджено: {date} – {date2}. Номер {booking}",
       he="ההזמנה אושרה: {date} – {date2}. מספר אישור {booking}",
       zt="訂房成功：{date}～{date2}，訂單編號{booking}", ja="ご予約が確定しました：{date}〜{date2}\u3000予約番号{booking}"),
     same("{hotel}")),
    ("parcel.out_for_delivery", "SHIPPING",
     L(en="{carrier} is delivering your package today, {time}–{time2}",
       it="{carrier} consegnerà il tuo pacco oggi, {time}–{time2}",
       nl="{carrier} bezorgt je pakket vandaag tussen {time} en {time2}",
       vi="{carrier} sẽ giao hàng hôm nay trong khoảng {time}–{time2}",
       id="{carrier} akan mengantar paket Anda hari ini pukul {time}–{time2}",
       sv="{carrier} levererar ditt paket i dag {time}–{time2}",
       uk="{carrier}: доставка сьогодні з {time} до {time2}",
       he="{carrier} תמסור את החבילה היום בין {time} ל-{time2}",
       zt="{carrier}今天{time}–{time2}將送達您的包裹", ja="{carrier}が本日{time}〜{time2}にお届け予定です"), None),
    ("fitness.streak", "STREAK",
     L(en="Don't break your {days}-day streak! A quick workout keeps it alive 🔥",
       it="Non perdere la tua serie di {days} giorni! Basta un allenamento veloce 🔥",
       nl="Verlies je reeks van {days} dagen niet! Een korte workout is genoeg 🔥",
       vi="Đừng để mất chuỗi {days} ngày! Tập nhanh một bài để giữ lửa 🔥",
       id="Jangan putus streak {days} hari kamu! Olahraga sebentar saja 🔥",
       sv="Bryt inte din svit på {days} dagar! Ett kort pass räcker 🔥",
       uk="Не перервіть серію: {days} дн. поспіль! Коротке тренування збереже її 🔥",
       he="אל תשברו רצף של {days} ימים! אימון קצר ישמור עליו 🔥",
       zt="別中斷你的{days}天連續紀錄！快速運動一下就能保持 🔥",
       ja="{days}日連続記録が途切れそう！短いワークアウトで継続しよう 🔥"), None),
    ("transit.disruption", "TRANSIT",
     L(en="Delays of up to {minutes} min between {station} and {station2}",
       it="Ritardi fino a {minutes} min tra {station} e {station2}",
       nl="Vertraging tot {minutes} min tussen {station} en {station2}",
       vi="Chậm trễ đến {minutes} phút giữa {station} và {station2}",
       id="Keterlambatan hingga {minutes} menit antara {station} dan {station2}",
       sv="Förseningar på upp till {minutes} min mellan {station} och {station2}",
       uk="Затримки до {minutes} хв на ділянці {station} – {station2}",
       he="עיכובים של עד {minutes} דק' בין {station} ל{station2}",
       zt="{station}至{station2}間延誤最多{minutes}分鐘", ja="{station}〜{station2}間で最大{minutes}分の遅れ"),
     same("{line}")),
    ("social.mentioned", "MENTION",
     L(en="{actor} mentioned you in a comment: “{comment}”", it="{actor} ti ha menzionato in un commento: “{comment}”",
       nl="{actor} noemde je in een reactie: ‘{comment}’", vi="{actor} đã nhắc đến bạn trong một bình luận: “{comment}”",
       id="{actor} menyebut Anda dalam komentar: \"{comment}\"", sv="{actor} nämnde dig i en kommentar: ”{comment}”",
       uk="{actor} згадав(-ла) вас у коментарі: «{comment}»", he="{actor} תייג/ה אותך בתגובה: \"{comment}\"",
       zt="{actor}在留言中提到了你：「{comment}」", ja="{actor}さんがコメントであなたをメンションしました：「{comment}」"), None),
    ("market.sold", "SALE",
     L(en="Sold! “{listing}” sold for {price}. Please ship within 3 days.",
       it="Venduto! “{listing}” venduto a {price}. Spedisci entro 3 giorni.",
       nl="Verkocht! ‘{listing}’ is verkocht voor {price}. Verstuur binnen 3 dagen.",
       vi="Đã bán! “{listing}” đã được bán với giá {price}. Vui lòng gửi hàng trong 3 ngày.",
       id="Terjual! \"{listing}\" terjual seharga {price}. Kirim dalam 3 hari.",
       sv="Såld! ”{listing}” såldes för {price}. Skicka inom 3 dagar.",
       uk="Продано! «{listing}» продано за {price}. Відправте протягом 3 днів.",
       he="נמכר! \"{listing}\" נמכר ב-{price}. יש לשלוח תוך 3 ימים.",
       zt="已售出！「{listing}」以{price}元售出，請於3天內出貨。",
       ja="売れました！「{listing}」が{price}円で購入されました。3日以内に発送してください。"), None),
    ("health.results_ready", "HEALTH",
     L(en="Your test results are ready. Open the app to view them securely.",
       it="I risultati dei tuoi esami sono pronti. Apri l'app per consultarli.",
       nl="Je uitslagen zijn binnen. Open de app om ze veilig te bekijken.",
       vi="Đã có kết quả xét nghiệm. Mở ứng dụng để xem.",
       id="Hasil pemeriksaan Anda sudah keluar. Buka aplikasi untuk melihatnya.",
       sv="Dina provsvar är klara. Logga in med BankID för att se dem.",
       uk="Результати аналізів готові. Відкрийте застосунок, щоб переглянути.",
       he="תוצאות הבדיקות שלך מוכנות. היכנסו לאפליקציה לצפייה.",
       zt="您的檢驗報告已出爐，請開啟App查看。", ja="検査結果が届きました。アプリで確認してください。"), None),
    ("game.raided", "ATTACK",
     L(en="{player} raided your base and stole {gold} gold! ⚔️ Take revenge?",
       it="{player} ha attaccato la tua base e rubato {gold} oro! ⚔️ Vendicati?",
       nl="{player} heeft je basis aangevallen en {gold} goud gestolen! ⚔️ Wraak nemen?",
       vi="{player} đã tấn công căn cứ của bạn và cướp {gold} vàng! ⚔️ Phục thù?",
       id="{player} menyerang markasmu dan mencuri {gold} emas! ⚔️ Balas dendam?",
       sv="{player} plundrade din bas och stal {gold} guld! ⚔️ Hämnas?",
       uk="{player} атакував вашу базу й викрав {gold} золота! ⚔️ Помститися?",
       he="{player} תקף את הבסיס שלך וגנב {gold} זהב! ⚔️ לנקום?",
       zt="{player}突襲了你的基地，搶走{gold}金幣！⚔️ 要復仇嗎？",
       ja="{player}があなたの基地を襲撃し、{gold}ゴールドを奪いました！⚔️ 反撃しますか？"), None),
    ("home.appliance_done", "APPLIANCE",
     L(en="{appliance} is done: {program}, {hm}", it="{appliance}: ciclo {program} terminato ({hm})",
       nl="{appliance} is klaar: {program}, {hm}", vi="{appliance} đã hoàn tất: {program}, {hm}",
       id="{appliance} selesai: {program}, {hm}", sv="{appliance} är klar: {program}, {hm}",
       uk="{appliance}: програму «{program}» завершено ({hm})", he="{appliance}: התוכנית {program} הסתיימה ({hm})",
       zt="{appliance}已完成：{program}，{hm}", ja="{appliance}の運転が終了しました：{program}（{hm}）"), None),
    ("billing.trial_days", "TRIAL",
     L(en="Your free trial ends in {tdays} days. Cancel anytime in Settings.",
       it="La tua prova gratuita termina tra {tdays} giorni. Puoi disdire in qualsiasi momento dalle Impostazioni.",
       nl="Je gratis proefperiode eindigt over {tdays} dagen. Je kunt altijd opzeggen via Instellingen.",
       vi="Bản dùng thử miễn phí sẽ kết thúc sau {tdays} ngày. Bạn có thể hủy bất cứ lúc nào trong Cài đặt.",
       id="Masa uji coba gratis Anda berakhir dalam {tdays} hari. Batalkan kapan saja di Pengaturan.",
       sv="Din gratisperiod slutar om {tdays} dagar. Avsluta när som helst i Inställningar.",
       uk="Безкоштовний період закінчується через {tdays} дн. Скасувати можна будь-коли в Налаштуваннях.",
       he="תקופת הניסיון החינמית מסתיימת בעוד {tdays} ימים. אפשר לבטל בכל עת בהגדרות.",
       zt="免費試用將於{tdays}天後結束，可隨時在設定中取消。", ja="無料トライアルはあと{tdays}日で終了します。設定からいつでも解約できます。"),
     None),
    ("billing.trial_tomorrow", "TRIAL",
     L(en="Your free trial ends tomorrow. Cancel anytime in Settings.",
       it="La tua prova gratuita termina domani. Puoi disdire in qualsiasi momento dalle Impostazioni.",
       nl="Je gratis proefperiode eindigt morgen. Je kunt altijd opzeggen via Instellingen.",
       vi="Bản dùng thử miễn phí sẽ kết thúc vào ngày mai. Bạn có thể hủy bất cứ lúc nào trong Cài đặt.",
       id="Masa uji coba gratis Anda berakhir besok. Batalkan kapan saja di Pengaturan.",
       sv="Din gratisperiod slutar i morgon. Avsluta när som helst i Inställningar.",
       uk="Безкоштовний період закінчується завтра. Скасувати можна будь-коли в Налаштуваннях.",
       he="תקופת הניסיון החינמית מסתיימת מחר. אפשר לבטל בכל עת בהגדרות.",
       zt="免費試用將於明天結束，可隨時在設定中取消。", ja="無料トライアルは明日で終了します。設定からいつでも解約できます。"),
     None),
    ("health.prescription_ready", "PRESCRIPTION",
     L(en="Your prescription is ready for pickup at {pharmacy}", it="La tua ricetta è pronta per il ritiro presso {pharmacy}",
       nl="Je medicijnen liggen klaar bij {pharmacy}", vi="Đơn thuốc của bạn đã sẵn sàng tại {pharmacy}",
       id="Resep Anda sudah siap diambil di {pharmacy}", sv="Din receptbeställning kan hämtas på {pharmacy}",
       uk="Ваші ліки за рецептом готові до видачі: {pharmacy}", he="המרשם שלך מוכן לאיסוף ב{pharmacy}",
       zt="您的處方藥已可至{pharmacy}領取", ja="{pharmacy}でお薬の準備ができました"), None),
    ("news.digest", "NEWS_DIGEST",
     L(en="Morning briefing: {headline} + {stories} more stories", it="Il buongiorno: {headline} e altre {stories} notizie",
       nl="Ochtendupdate: {headline} en nog {stories} berichten", vi="Bản tin sáng: {headline} và {stories} tin khác",
       id="Kabar pagi: {headline} dan {stories} berita lainnya", sv="Morgonkoll: {headline} och {stories} nyheter till",
       uk="Ранковий дайджест: {headline} та ще {stories} новин", he="מבזק הבוקר: {headline} ועוד {stories} כתבות",
       zt="早安新聞：{headline}，還有{stories}則新聞", ja="朝のニュース：{headline} ほか{stories}件"), None),
    ("school.material", "SCHOOL",
     L(en="{course}: new material posted — {material}", it="{course}: nuovo materiale pubblicato — {material}",
       nl="{course}: nieuw lesmateriaal geplaatst — {material}", vi="{course}: có tài liệu mới — {material}",
       id="{course}: materi baru diunggah — {material}", sv="{course}: nytt material publicerat — {material}",
       uk="{course}: новий матеріал — {material}", he="{course}: חומר חדש הועלה — {material}",
       zt="{course}：新增教材「{material}」", ja="{course}：新しい資料「{material}」が追加されました"), None),
    ("air.delayed", "FLIGHT",
     L(en="{flight} to {city} is delayed. New departure time: {time}",
       it="Il volo {flight} per {city} è in ritardo. Nuovo orario di partenza: {time}",
       nl="Vlucht {flight} naar {city} is vertraagd. Nieuwe vertrektijd: {time}",
       vi="Chuyến bay {flight} đi {city} bị hoãn. Giờ khởi hành mới: {time}",
       id="Penerbangan {flight} ke {city} tertunda. Jadwal keberangkatan baru: {time}",
       sv="Flyg {flight} till {city} är försenat. Ny avgångstid: {time}",
       uk="Рейс {flight} → {city} затримується. Новий час вильоту: {time}",
       he="הטיסה {flight} ל{city} מתעכבת. שעת המראה חדשה: {time}",
       zt="飛往{city}的{flight}航班延誤，新起飛時間：{time}", ja="{city}行き{flight}便は遅延しています。新しい出発時刻：{time}"),
     L(en="Flight delayed ⏱", it="Volo in ritardo ⏱", nl="Vlucht vertraagd ⏱", vi="Chuyến bay bị hoãn ⏱",
       id="Penerbangan tertunda ⏱", sv="Försenat flyg ⏱", uk="Рейс затримується ⏱", he="עיכוב בטיסה ⏱",
       zt="航班延誤 ⏱", ja="遅延のお知らせ ⏱")),
    ("dating.new_likes", "LIKES",
     L(en="{likes} people liked you today 👀 See who they are", it="Oggi sei piaciuto a {likes} persone 👀 Scopri chi sono",
       nl="{likes} mensen vonden je vandaag leuk 👀 Bekijk wie", vi="Hôm nay có {likes} người thích bạn 👀 Xem ngay",
       id="{likes} orang menyukaimu hari ini 👀 Lihat siapa saja", sv="{likes} personer gillade dig i dag 👀 Se vilka",
       uk="Сьогодні вас вподобали: {likes} 👀 Подивіться, хто саме", he="{likes} אנשים עשו לך לייק היום 👀 בואו לראות מי",
       zt="今天有{likes}人喜歡你 👀 看看是誰", ja="今日{likes}人があなたに「いいね」しました 👀 チェックしよう"), None),
    ("dating.message", "MATCH_MESSAGE",
     L(en="{name} sent you a message 💬", it="{name} ti ha inviato un messaggio 💬", nl="{name} heeft je een bericht gestuurd 💬",
       vi="{name} đã gửi cho bạn một tin nhắn 💬", id="{name} mengirimimu pesan 💬", sv="{name} har skickat ett meddelande 💬",
       uk="{name} надсилає вам повідомлення 💬", he="{name} שלח/ה לך הודעה 💬", zt="{name}傳了一則訊息給你 💬",
       ja="{name}さんからメッセージが届きました 💬"), None),
    ("locker.expiring", "LOCKER",
     L(en="Last reminder: collect your parcel from {place} by {date}, otherwise it goes back to the sender",
       it="Ultimo promemoria: ritira il pacco presso {place} entro il {date}, altrimenti tornerà al mittente",
       nl="Laatste herinnering: haal je pakket op bij {place} vóór {date}, anders gaat het terug naar de afzender",
       vi="Nhắc lần cuối: hãy nhận bưu kiện tại {place} trước {date}, nếu không sẽ được hoàn về người gửi",
       id="Pengingat terakhir: ambil paket Anda di {place} sebelum {date}, jika tidak akan dikembalikan ke pengirim",
       sv="Sista påminnelsen: hämta ditt paket på {place} senast {date}, annars skickas det tillbaka",
       uk="Останнє нагадування: заберіть посилку ({place}) до {date}, інакше її повернуть відправнику",
       he="תזכורת אחרונה: יש לאסוף את החבילה מ{place} עד {date}, אחרת היא תוחזר לשולח",
       zt="最後提醒：請於{date}前至{place}領取包裹，逾期將退回寄件人",
       ja="最終のお知らせ：{date}までに{place}でお荷物をお受け取りください。期限を過ぎると返送されます"), None),
    ("home.battery_low", "HOME",
     L(en="{sensor} battery low ({battery}%)", it="Batteria scarica: {sensor} ({battery}%)", nl="Batterij bijna leeg: {sensor} ({battery}%)",
       vi="Pin yếu: {sensor} ({battery}%)", id="Baterai lemah: {sensor} ({battery}%)", sv="Låg batterinivå: {sensor} ({battery} %)",
       uk="Низький заряд: {sensor} ({battery}%)", he="סוללה חלשה: {sensor} ({battery}%)", zt="{sensor}電量不足（{battery}%）",
       ja="{sensor}の電池残量が少なくなっています（{battery}%）"), None),
    ("social.tagged", "TAG",
     L(en="{actor} tagged you in a photo with {actor2}", it="{actor} ti ha taggato in una foto con {actor2}",
       nl="{actor} heeft je getagd in een foto met {actor2}", vi="{actor} đã gắn thẻ bạn trong một ảnh cùng với {actor2}",
       id="{actor} menandai Anda di foto bersama {actor2}", sv="{actor} taggade dig i ett foto med {actor2}",
       uk="{actor} позначив(-ла) вас і {actor2} на фото", he="{actor} תייג/ה אותך ואת {actor2} בתמונה",
       zt="{actor}在相片中標註了你和{actor2}", ja="{actor}さんが写真であなたと{actor2}さんをタグ付けしました"), None),
    ("social.birthday", "BIRTHDAY",
     L(en="It's {actor}'s birthday today 🎂 Send a wish!", it="Oggi è il compleanno di {actor} 🎂 Fagli gli auguri!",
       nl="{actor} is vandaag jarig 🎂 Feliciteer!", vi="Hôm nay là sinh nhật của {actor} 🎂 Gửi lời chúc nhé!",
       id="Hari ini ulang tahun {actor} 🎂 Kirim ucapan!", sv="{actor} fyller år i dag 🎂 Skicka en hälsning!",
       uk="{actor} святкує день народження 🎂 Привітайте!", he="היום יום ההולדת של {actor} 🎂 שלחו ברכה!",
       zt="今天是{actor}的生日 🎂 送上祝福吧！", ja="今日は{actor}さんの誕生日です 🎂 お祝いしよう！"), None),
    ("video.premiere", "LIVE",
     L(en="{channel} premieres “{vtitle}” in {soon} minutes", it="{channel}: la prima di “{vtitle}” inizia tra {soon} minuti",
       nl="{channel} gaat over {soon} minuten in première met ‘{vtitle}’",
       vi="{channel} sẽ công chiếu “{vtitle}” sau {soon} phút nữa",
       id="{channel} akan tayang perdana “{vtitle}” dalam {soon} menit",
       sv="{channel} har premiär för ”{vtitle}” om {soon} minuter", uk="{channel}: прем'єра «{vtitle}» через {soon} хв",
       he="{channel}: הבכורה של \"{vtitle}\" בעוד {soon} דקות", zt="{channel}將在{soon}分鐘後首播「{vtitle}」",
       ja="{channel}が{soon}分後に「{vtitle}」をプレミア公開します"), None),
    ("billing.promo", "PROMO",
     L(en="Go Premium and save 40% — this week only ✨", it="Passa a Premium e risparmia il 40% — solo questa settimana ✨",
       nl="Ga voor Premium en bespaar 40% — alleen deze week ✨", vi="Nâng cấp Premium và tiết kiệm 40% — chỉ trong tuần này ✨",
       id="Upgrade ke Premium dan hemat 40% — hanya minggu ini ✨", sv="Uppgradera till Premium och spara 40 % — bara den här veckan ✨",
       uk="Перейдіть на Premium і заощадьте 40% — лише цього тижня ✨", he="שדרגו לפרימיום וחסכו 40% — רק השבוע ✨",
       zt="升級Premium享6折優惠 — 僅限本週 ✨", ja="プレミアムが40%OFF — 今週限定 ✨"), None),
    ("market.question", "MARKET_MESSAGE",
     L(en="{buyer} sent you a message about “{listing}”", it="{buyer} ti ha scritto per “{listing}”",
       nl="{buyer} stuurde je een bericht over ‘{listing}’", vi="{buyer} đã nhắn tin cho bạn về “{listing}”",
       id="{buyer} mengirim pesan tentang \"{listing}\"", sv="{buyer} skickade ett meddelande om ”{listing}”",
       uk="{buyer} написав(-ла) вам щодо «{listing}»", he="{buyer} שלח/ה לך הודעה על \"{listing}\"",
       zt="{buyer}詢問了你的商品「{listing}」", ja="{buyer}さんから「{listing}」についてメッセージが届きました"), None),
    ("game.new_season", "GAME",
     L(en="A new season has begun! Fresh rewards are waiting 🏆", it="È iniziata una nuova stagione! Nuove ricompense ti aspettano 🏆",
       nl="Een nieuw seizoen is begonnen! Nieuwe beloningen wachten op je 🏆",
       vi="Mùa giải mới đã bắt đầu! Phần thưởng mới đang chờ bạn 🏆", id="Musim baru telah dimulai! Hadiah baru menantimu 🏆",
       sv="En ny säsong har börjat! Nya belöningar väntar 🏆", uk="Розпочався новий сезон! На вас чекають нові нагороди 🏆",
       he="עונה חדשה התחילה! פרסים חדשים מחכים לך 🏆", zt="新賽季開打！全新獎勵等你來拿 🏆",
       ja="新シーズン開幕！新しい報酬が待っています 🏆"), None),
    ("fitness.personal_record", "WORKOUT",
     L(en="New personal record! {distance} in {pbtime} 🏅", it="Nuovo record personale! {distance} in {pbtime} 🏅",
       nl="Nieuw persoonlijk record! {distance} in {pbtime} 🏅", vi="Kỷ lục cá nhân mới! {distance} trong {pbtime} 🏅",
       id="Rekor pribadi baru! {distance} dalam {pbtime} 🏅", sv="Nytt personbästa! {distance} på {pbtime} 🏅",
       uk="Новий особистий рекорд! {distance} за {pbtime} 🏅", he="שיא אישי חדש! {distance} ב-{pbtime} 🏅",
       zt="刷新個人紀錄！{pbtime}完成{distance} 🏅", ja="自己ベスト更新！{distance}を{pbtime}で走りました 🏅"), None),
    ("hotel.room_ready", "HOTEL",
     L(en="Good news: your room at {hotel} is ready. Room {roomno} — your digital key is active.",
       it="Buone notizie: la tua camera presso {hotel} è pronta. Camera {roomno} — la chiave digitale è attiva.",
       nl="Goed nieuws: je kamer in {hotel} is klaar. Kamer {roomno} — je digitale sleutel is actief.",
       vi="Tin vui: phòng của bạn tại {hotel} đã sẵn sàng. Phòng {roomno} — chìa khóa số đã được kích hoạt.",
       id="Kabar baik: kamar Anda di {hotel} sudah siap. Kamar {roomno} — kunci digital sudah aktif.",
       sv="Goda nyheter: ditt rum på {hotel} är klart. Rum {roomno} — din digitala nyckel är aktiv.",
       uk="Гарна новина: ваш номер готовий ({hotel}). Номер {roomno} — цифровий ключ активовано.",
       he="חדשות טובות: החדר שלך ב{hotel} מוכן. חדר {roomno} — המפתח הדיגיטלי פעיל.",
       zt="好消息：您在{hotel}的房間已準備好。房號{roomno}，數位房卡已啟用。",
       ja="{hotel}のお部屋の準備ができました。お部屋は{roomno}号室です。デジタルキーが有効になりました。"), None),
    ("parking.ended", "PARKING",
     L(en="Parking session ended. You paid {fee} for {hm}.", it="Sosta terminata. Hai pagato {fee} per {hm}.",
       nl="Parkeeractie gestopt. Je betaalde {fee} voor {hm}.", vi="Đã kết thúc gửi xe. Bạn đã thanh toán {fee} cho {hm}.",
       id="Sesi parkir selesai. Anda membayar {fee} untuk {hm}.", sv="Parkeringen avslutad. Du betalade {fee} för {hm}.",
       uk="Паркування завершено. Сплачено {fee} за {hm}.", he="החניה הסתיימה. שילמת {fee} עבור {hm}.",
       zt="停車已結束，{hm}共計{fee}。", ja="駐車が終了しました。{hm}で{fee}でした。"), None),
    ("parcel.customs", "SHIPPING",
     L(en="Your package {order} is held at customs. Pay {amount} in import fees to release it.",
       it="Il tuo pacco {order} è fermo in dogana. Paga {amount} di dazi per sbloccarlo.",
       nl="Je pakket {order} ligt bij de douane. Betaal {amount} aan invoerkosten om het vrij te geven.",
       vi="Kiện hàng {order} đang bị giữ tại hải quan. Thanh toán {amount} thuế nhập khẩu để được thông quan.",
       id="Paket {order} tertahan di bea cukai. Bayar bea masuk {amount} agar paket dapat dikirim.",
       sv="Ditt paket {order} har fastnat i tullen. Betala {amount} i importavgifter för att få det frisläppt.",
       uk="Посилка {order} затримана на митниці. Сплатіть мито {amount}, щоб її отримати.",
       he="החבילה {order} מעוכבת במכס. יש לשלם {amount} מסי יבוא כדי לשחרר אותה.",
       zt="您的包裹{order}目前在海關待驗放，請繳納進口稅費{amount}。",
       ja="お荷物{order}は税関で保留されています。輸入関税{amount}をお支払いください。"), None),
    ("game.leaderboard", "GAME",
     L(en="{player} just passed you on the leaderboard! You're now #{lbrank}",
       it="{player} ti ha appena superato in classifica! Ora sei #{lbrank}",
       nl="{player} heeft je ingehaald op het scorebord! Je staat nu #{lbrank}",
       vi="{player} vừa vượt qua bạn trên bảng xếp hạng! Bạn hiện đứng #{lbrank}",
       id="{player} baru saja menyalipmu di papan peringkat! Kamu sekarang #{lbrank}",
       sv="{player} gick precis förbi dig på topplistan! Du ligger nu #{lbrank}",
       uk="{player} щойно обійшов вас у рейтингу! Тепер ви #{lbrank}",
       he="{player} עקף אותך בטבלה! עכשיו את/ה במקום #{lbrank}",
       zt="{player}剛剛在排行榜上超越了你！你目前排名第{lbrank}", ja="{player}にランキングで抜かれました！現在{lbrank}位です"), None),
    ("billing.receipt", "BILLING",
     L(en="Receipt: {amount} charged to {cardbrand} ••{last4}", it="Ricevuta: addebito di {amount} su {cardbrand} ••{last4}",
       nl="Betaalbewijs: {amount} afgeschreven van {cardbrand} ••{last4}", vi="Biên nhận: đã trừ {amount} từ thẻ {cardbrand} ••{last4}",
       id="Tanda terima: {amount} ditagihkan ke {cardbrand} ••{last4}", sv="Kvitto: {amount} har dragits från {cardbrand} ••{last4}",
       uk="Квитанція: {amount} списано з картки {cardbrand} ••{last4}", he="קבלה: חויבו {amount} בכרטיס {cardbrand} ••{last4}",
       zt="收據：已從{cardbrand}卡末四碼{last4}扣款{amount}", ja="領収書：{cardbrand}（末尾{last4}）に{amount}を請求しました"), None),
    ("school.class_cancelled", "SCHOOL",
     L(en="{course} on {date} is cancelled", it="La lezione di {course} del {date} è annullata",
       nl="{course} op {date} vervalt", vi="Buổi học {course} ngày {date} bị hủy", id="Kelas {course} pada {date} dibatalkan",
       sv="{course} {date} är inställd", uk="Заняття {course} {date} скасовано", he="השיעור ב{course} ב-{date} בוטל",
       zt="{date}的{course}停課", ja="{date}の{course}は休講です"), None),
    ("social.followers_few", "FOLLOW", L(uk="У вас {nfew} нові підписники"), None),
]

# --------------------------------------------------------------------------
# Slot values
# --------------------------------------------------------------------------

NAMES = {
    "en": ["Emily Johnson", "Marcus", "Aaliyah Brooks", "Liam O'Connor", "Sophie", "Jake Miller", "Chloe Nguyen",
           "Tyler", "Jasmine Carter", "Ryan", "Hannah Lee", "D'Andre Wilson", "Mia Rodriguez", "Noah"],
    "it": ["Giulia De Luca", "Marco", "Francesca Di Stefano", "Lorenzo Dell'Acqua", "Niccolò", "Chiara Esposito",
           "Gianluca D'Angelo", "Sofia La Rosa", "Matteo", "Aurora Lo Bianco", "Andrea", "Martina Ricci"],
    "nl": ["Daan van der Berg", "Sanne de Vries", "Lotte", "Jan-Willem van den Heuvel", "Fleur", "Bram de Jong",
           "Eva van Dijk", "Noah", "Sem ter Horst", "Julia Bakker", "Thijs", "Anouk van 't Hof"],
    "vi": ["Nguyễn Thị Mai", "Trần Văn Hùng", "Lê Minh Anh", "Phạm Quốc Bảo", "Hương", "Đặng Thu Trang",
           "Vũ Đức Thắng", "Linh", "Hoàng Gia Huy", "Bùi Ngọc Ánh", "Tuấn", "Ngô Thanh Tâm"],
    "id": ["Budi Santoso", "Siti Nurhaliza", "Putri", "Agus Setiawan", "Dewi Lestari", "Rizky", "Ahmad Fauzi",
           "Ayu", "Made Wirawan", "Nur Aini", "Kevin Tanoto", "Intan Permatasari"],
    "sv": ["Erik Andersson", "Maja", "Linnéa Sjöberg", "Åsa Lindqvist", "Björn", "Oskar Nyström", "Elsa",
           "Johan Ek", "Ebba Öberg", "Alexander", "Klara Håkansson", "Nils"],
    "uk": ["Олександр Коваленко", "Марія", "Андрій Шевченко", "Оксана Бондаренко", "Тарас", "Юлія Ткаченко",
           "Дмитро", "Ірина", "Богдан Кравчук", "Соломія", "Євген Мельник", "Наталія"],
    "he": ["נועה כהן", "יוסי", "מיכל לוי", "אבי מזרחי", "שירה", "דניאל פרץ", "תמר", "איתי ביטון", "Yael",
           "רוני אברהם", "עומר", "מאיה דהן"],
    "zt": ["陳怡君", "林志明", "王小美", "張家豪", "黃詩涵", "李宗翰", "Kevin", "吳佩珊", "蔡宜庭", "劉冠廷", "Amy",
           "鄭雅文"],
    "ja": ["佐藤健", "鈴木美咲", "高橋", "田中陽菜", "伊藤大輝", "渡辺", "Yuki", "山本さくら", "中村蓮", "小林",
           "加藤結衣", "ゆうた"],
}
FIRST = {
    "en": ["Emma", "Olivia", "Ethan", "Zoe", "Lucas", "Ava", "Mason", "Isabella", "Caleb"],
    "it": ["Giorgia", "Alessandro", "Beatrice", "Tommaso", "Ginevra", "Riccardo", "Alice"],
    "nl": ["Sophie", "Lars", "Femke", "Jesse", "Isa", "Ruben", "Mila"],
    "vi": ["Trang", "Minh", "Thảo", "Khánh", "Ngọc", "Phúc", "Vy"],
    "id": ["Nadia", "Dimas", "Citra", "Fajar", "Salsa", "Bayu", "Rani"],
    "sv": ["Wilma", "Hugo", "Saga", "Elias", "Alva", "Viktor", "Stina"],
    "uk": ["Софія", "Максим", "Анастасія", "Артем", "Вікторія", "Назар", "Христина"],
    "he": ["נוי", "עידו", "הילה", "גיא", "ליאור", "אורי", "רותם"],
    "zt": ["怡婷", "承恩", "子晴", "冠宇", "思妤", "柏翰", "Jenny"],
    "ja": ["あかり", "翔太", "美月", "蓮", "ひなた", "大和", "Rina"],
}
PLAYERS = ["xX_Shadow_Xx", "NoobMaster69", "DragonSlayer", "pixel_queen", "Kaito", "ProGamerVN", "tk_2009", "LunaStar",
           "ВовкЗСірка", "龍王", "さくら忍", "ShadowFang", "Ninja_ID", "elBomber", "Åsk", "מלך_הבסיס", "BigDaan"]
CLANS = ["Night Owls", "Dragons of the North", "Team Rocket", "Los Invencibles", "龍之谷", "Валькірії", "VN Warriors",
         "Sakura Squad", "Orde Nusantara", "Vikingarna", "הפנתרים", "Oranje Leeuwen"]
CITIES = {
    "en": ["London", "Paris", "New York", "Tokyo", "Lisbon", "Barcelona", "Denver"],
    "it": ["Londra", "Parigi", "New York", "Barcellona", "Catania", "Amsterdam", "Olbia"],
    "nl": ["Londen", "Barcelona", "Lissabon", "New York", "Málaga", "Curaçao", "Rome"],
    "vi": ["Hà Nội", "TP. Hồ Chí Minh", "Đà Nẵng", "Phú Quốc", "Seoul", "Bangkok", "Nha Trang"],
    "id": ["Jakarta", "Denpasar-Bali", "Surabaya", "Singapura", "Yogyakarta", "Medan", "Makassar"],
    "sv": ["London", "Málaga", "Köpenhamn", "Luleå", "New York", "Phuket", "Visby"],
    "uk": ["Варшава", "Краків", "Відень", "Берлін", "Стамбул", "Рим"],
    "he": ["לונדון", "אילת", "אתונה", "ניו יורק", "פריז", "ברלין", "רומא"],
    "zt": ["東京", "大阪", "首爾", "香港", "曼谷", "沖繩", "峇里島"],
    "ja": ["札幌", "那覇", "福岡", "ホノルル", "ソウル", "台北", "羽田"],
}
AIRLINES = {"en": ["UA", "AA", "DL", "BA", "B6"], "it": ["AZ", "FR", "U2"], "nl": ["KL", "HV"],
            "vi": ["VN", "VJ", "QH"], "id": ["GA", "JT", "QZ", "ID"], "sv": ["SK", "DY"], "uk": ["PS", "W6", "FR"],
            "he": ["LY", "6H", "IZ"], "zt": ["CI", "BR", "JX", "IT"], "ja": ["JL", "NH", "MM", "BC"]}
CARRIERS = {"en": ["UPS", "FedEx", "USPS", "DHL Express"], "it": ["BRT", "Poste Italiane", "GLS", "SDA"],
            "nl": ["PostNL", "DHL", "DPD"], "vi": ["Giao Hàng Nhanh", "Viettel Post", "J&T Express"],
            "id": ["JNE", "J&T Express", "SiCepat", "AnterAja"], "sv": ["PostNord", "DHL", "Budbee", "Instabox"],
            "uk": ["Нова пошта", "Укрпошта", "Meest"], "he": ["דואר ישראל", "HFD", "צ'יטה"],
            "zt": ["黑貓宅急便", "新竹物流", "中華郵政"], "ja": ["ヤマト運輸", "佐川急便", "日本郵便"]}
SPOTS = {"en": ["front door", "mailroom", "back porch", "front desk"],
         "it": ["alla porta d'ingresso", "in portineria", "nella cassetta postale"],
         "nl": ["bij de voordeur", "bij de buren", "in de brievenbus"],
         "vi": ["cửa trước", "phòng bảo vệ", "hộp thư"], "id": ["depan pintu", "pos satpam", "resepsionis"],
         "sv": ["vid dörren", "i brevlådan", "hos grannen"],
         "uk": ["біля дверей", "у поштовій скриньці", "на рецепції"], "he": ["ליד הדלת", "בתיבת הדואר", "בלובי"],
         "zt": ["門口", "管理室", "信箱"], "ja": ["玄関前", "宅配ボックス", "管理人室"]}
DEVICES = {"en": ["Camera", "Smart plug", "Thermostat", "Air purifier", "Robot vacuum"],
           "it": ["Telecamera", "Presa smart", "Termostato", "Purificatore d'aria", "Robot aspirapolvere"],
           "nl": ["Camera", "Slimme stekker", "Thermostaat", "Luchtreiniger", "Robotstofzuiger"],
           "vi": ["Camera", "Ổ cắm thông minh", "Máy lọc không khí", "Robot hút bụi"],
           "id": ["Kamera", "Smart plug", "AC", "Penjernih udara", "Robot vacuum"],
           "sv": ["Kameran", "Smartpluggen", "Termostaten", "Robotdammsugaren"],
           "uk": ["Камера", "Розумна розетка", "Термостат", "Очищувач повітря", "Робот-пилосос"],
           "he": ["המצלמה", "השקע החכם", "התרמוסטט", "שואב האבק הרובוטי", "מטהר האוויר"],
           "zt": ["攝影機", "智慧插座", "空氣清淨機", "掃地機器人"],
           "ja": ["カメラ", "スマートプラグ", "エアコン", "空気清浄機", "ロボット掃除機"]}
ROOMS = {"en": ["living room", "kitchen", "bedroom", "garage", "office"],
         "it": ["soggiorno", "cucina", "camera da letto", "garage"],
         "nl": ["woonkamer", "keuken", "slaapkamer", "garage", "zolder"],
         "vi": ["phòng khách", "nhà bếp", "phòng ngủ", "gara"], "id": ["ruang tamu", "dapur", "kamar tidur", "garasi"],
         "sv": ["vardagsrummet", "köket", "sovrummet", "garaget"], "uk": ["Вітальня", "Кухня", "Спальня", "Гараж"],
         "he": ["סלון", "מטבח", "חדר השינה", "חניה"], "zt": ["客廳", "廚房", "主臥室", "車庫"],
         "ja": ["リビング", "キッチン", "寝室", "ガレージ", "子供部屋"]}
DOORS = {"en": ["front door", "side gate"], "it": ["porta d'ingresso", "porta sul retro"], "nl": ["voordeur", "achterdeur"],
         "vi": ["cửa chính", "cổng sau"], "id": ["pintu depan", "pintu samping"], "sv": ["ytterdörren", "grinden"],
         "uk": ["Вхідні двері", "Хвіртка"], "he": ["דלת הכניסה", "שער החצר"], "zt": ["大門", "後門"], "ja": ["玄関", "勝手口"]}
SENSORS = {"en": ["Front Door Lock", "Motion Sensor", "Smoke Alarm", "Video Doorbell"],
           "it": ["Serratura ingresso", "Sensore di movimento", "Rilevatore di fumo"],
           "nl": ["Voordeurslot", "Bewegingssensor", "Rookmelder", "Videodeurbel"],
           "vi": ["Khóa cửa", "Cảm biến chuyển động", "Báo khói"], "id": ["Kunci pintu", "Sensor gerak", "Detektor asap"],
           "sv": ["Dörrlåset", "Rörelsesensorn", "Brandvarnaren"], "uk": ["Замок", "Датчик руху", "Датчик диму"],
           "he": ["המנעול החכם", "חיישן התנועה", "גלאי העשן"], "zt": ["電子門鎖", "動作感應器", "煙霧偵測器"],
           "ja": ["スマートロック", "人感センサー", "煙感知器"]}
APPLIANCES = {"en": ["Washer", "Dryer", "Dishwasher"], "it": ["Lavatrice", "Asciugatrice", "Lavastoviglie"],
              "nl": ["Wasmachine", "Droger", "Vaatwasser"], "vi": ["Máy giặt", "Máy sấy", "Máy rửa bát"],
              "id": ["Mesin cuci", "Pengering", "Mesin pencuci piring"], "sv": ["Tvättmaskinen", "Torktumlaren", "Diskmaskinen"],
              "uk": ["Пральна машина", "Сушильна машина", "Посудомийна машина"],
              "he": ["מכונת הכביסה", "מייבש הכביסה", "מדיח הכלים"], "zt": ["洗衣機", "烘衣機", "洗碗機"],
              "ja": ["洗濯機", "乾燥機", "食洗機"]}
PROGRAMS = {"en": ["Cotton 40°", "Eco 50", "Quick 30'", "Delicates", "Heavy"],
            "it": ["Cotone 40°", "Eco 50", "Rapido 30'", "Delicati"], "nl": ["Katoen 40°", "Eco 50", "Snel 30'", "Fijne was"],
            "vi": ["Cotton 40°", "Eco", "Giặt nhanh", "Đồ mỏng"], "id": ["Katun 40°", "Eco", "Cepat 30'", "Halus"],
            "sv": ["Bomull 40°", "Eco 50", "Snabb 30'", "Fintvätt"], "uk": ["Бавовна 40°", "Еко 50", "Швидке 30'", "Делікатне"],
            "he": ["כותנה 40°", "חסכוני", "מהיר 30'", "עדין"], "zt": ["棉質40°", "節能", "快洗30分", "精緻衣物"],
            "ja": ["標準", "おいそぎ", "念入り", "ドライ"]}
WORKOUTS = {"en": ["Outdoor Run", "Indoor Cycling", "Yoga", "HIIT", "Strength Training"],
            "it": ["corsa all'aperto", "ciclismo indoor", "yoga", "HIIT", "pesi"],
            "nl": ["Hardlopen", "Indoor fietsen", "Yoga", "HIIT", "Krachttraining"],
            "vi": ["chạy bộ ngoài trời", "đạp xe trong nhà", "yoga", "HIIT"],
            "id": ["Lari Luar Ruangan", "Sepeda Statis", "Yoga", "HIIT"],
            "sv": ["Löpning", "Inomhuscykling", "Yoga", "HIIT", "Styrketräning"],
            "uk": ["Біг", "Велотренажер", "Йога", "HIIT"], "he": ["ריצה", "אופני כושר", "יוגה", "HIIT"],
            "zt": ["戶外跑步", "室內單車", "瑜伽", "HIIT", "重量訓練"], "ja": ["ランニング", "サイクリング", "ヨガ", "HIIT", "筋トレ"]}
PLANS = {"en": ["Premium", "Family", "Student"], "it": ["Premium", "Famiglia", "Studenti"], "nl": ["Premium", "Family", "Student"],
         "vi": ["Premium", "Gia đình", "Sinh viên"], "id": ["Premium", "Keluarga", "Pelajar"], "sv": ["Premium", "Familje", "Student"],
         "uk": ["Premium", "Сімейний", "Студентський"], "he": ["פרימיום", "משפחתי", "סטודנט"], "zt": ["Premium", "家庭", "學生"],
         "ja": ["プレミアム", "ファミリー", "学生"]}
TICKETS = {"en": ["single ticket", "day pass", "90-minute ticket"], "it": ["biglietto singolo", "abbonamento giornaliero", "biglietto 90 minuti"],
           "nl": ["dagkaart", "uurkaartje", "retourtje"], "vi": ["Vé lượt", "Vé ngày", "Vé 90 phút"],
           "id": ["Tiket sekali jalan", "Tiket harian", "Tiket 90 menit"], "sv": ["enkelbiljett", "24-timmarsbiljett", "72-timmarsbiljett"],
           "uk": ["разовий квиток", "денний проїзний", "квиток на 90 хвилин"], "he": ["כרטיס הבודד", "חופשי היומי", "כרטיס ה-90 דקות"],
           "zt": ["單程票", "一日票", "90分鐘轉乘票"], "ja": ["1回乗車券", "1日乗車券", "90分乗り放題券"]}
REWARDS = {"en": ["500 gems 💎", "a Legendary Chest", "2,000 coins", "the Gold Badge"],
           "it": ["500 gemme 💎", "un Forziere Leggendario", "2.000 monete"], "nl": ["500 edelstenen 💎", "een Legendarische Kist", "2.000 munten"],
           "vi": ["500 kim cương 💎", "Rương Huyền Thoại", "2.000 xu"], "id": ["500 permata 💎", "Peti Legendaris", "2.000 koin"],
           "sv": ["500 ädelstenar 💎", "en legendarisk kista", "2 000 mynt"], "uk": ["500 самоцвітів 💎", "Легендарна скриня", "2 000 монет"],
           "he": ["500 יהלומים 💎", "תיבה אגדית", "2,000 מטבעות"], "zt": ["500鑽石 💎", "傳說寶箱", "2,000金幣"],
           "ja": ["ジェム500個 💎", "レジェンド宝箱", "2,000コイン"]}
SOURCES = {"en": ["CNN", "Reuters", "AP News"], "it": ["ANSA", "Corriere della Sera", "la Repubblica"],
           "nl": ["NOS", "NU.nl", "RTL Nieuws"], "vi": ["VnExpress", "Tuổi Trẻ", "Thanh Niên"],
           "id": ["Kompas", "detikcom", "CNN Indonesia"], "sv": ["Aftonbladet", "Expressen", "SVT Nyheter"],
           "uk": ["Українська правда", "Суспільне", "ТСН"], "he": ["ynet", "N12", "הארץ"],
           "zt": ["中央社", "聯合新聞網", "自由時報"], "ja": ["NHK", "共同通信", "日経"]}
LINES = {"en": ["Red Line", "L Train", "Route 38"], "it": ["Metro M1", "Linea 90", "Tram 14"],
         "nl": ["Metro 52", "Tram 5", "Sprinter Utrecht–Den Haag"], "vi": ["Metro số 1", "Tuyến 2A", "Buýt 03"],
         "id": ["KRL Bogor Line", "MRT Jakarta", "TransJakarta 1"], "sv": ["Tunnelbana gröna linjen", "Pendeltåg 41", "Buss 4"],
         "uk": ["Червона лінія метро", "Трамвай 8", "Тролейбус 16"], "he": ["הקו האדום", "רכבת ישראל", "קו 480"],
         "zt": ["板南線", "淡水信義線", "文湖線"], "ja": ["山手線", "中央線快速", "東西線"]}
STATIONS = {"en": ["Union Station", "Downtown", "Central Park", "Airport", "Harbor"],
            "it": ["Duomo", "Centrale", "Termini", "Porta Garibaldi", "Cadorna"],
            "nl": ["Centraal", "Zuid", "Sloterdijk", "Utrecht Centraal", "Leiden"],
            "vi": ["Bến Thành", "Suối Tiên", "Cát Linh", "Yên Nghĩa"], "id": ["Manggarai", "Bogor", "Dukuh Atas", "Lebak Bulus"],
            "sv": ["T-Centralen", "Slussen", "Odenplan", "Södertälje", "Fridhemsplan"],
            "uk": ["Вокзальна", "Хрещатик", "Лук'янівська", "Лісова"], "he": ["תל אביב סבידור", "חיפה מרכז", "ירושלים יצחק נבון", "בנימינה"],
            "zt": ["台北車站", "南港", "頂埔", "市政府"], "ja": ["新宿", "渋谷", "東京", "池袋", "品川"]}
PLACES = {"en": ["Whole Foods 5th Ave", "Union Station", "CVS Pharmacy Main St"],
          "it": ["Esselunga Viale Piave", "Stazione Centrale", "Tabacchi Roma 12"],
          "nl": ["Albert Heijn Centraal", "Station Utrecht", "Jumbo Zuid"],
          "vi": ["Circle K Lê Lợi", "Vincom Bà Triệu", "Ga Sài Gòn"], "id": ["Indomaret Sudirman", "Stasiun Gambir", "Alfamart Kemang"],
          "sv": ["ICA Kvantum Liljeholmen", "Coop Odenplan", "Pressbyrån T-Centralen"],
          "uk": ["вул. Хрещатик, 22", "ТЦ Ocean Plaza", "вул. Сихівська, 4"],
          "he": ["סופר-פארם דיזנגוף", "קניון עזריאלי", "תחנת דלק פז רמת אביב"],
          "zt": ["7-ELEVEN 信義門市", "全家 板橋店", "捷運市政府站"], "ja": ["ローソン渋谷店", "新宿駅西口", "ファミリーマート梅田店"]}
PHARMACIES = {"en": ["CVS Pharmacy", "Walgreens on 3rd St", "Rite Aid"], "it": ["Farmacia Centrale", "Farmacia San Marco"],
              "nl": ["Apotheek Haarlemmerweg", "BENU Apotheek", "Service Apotheek De Pijp"], "vi": ["Nhà thuốc Long Châu", "Pharmacity"],
              "id": ["Apotek K-24", "Kimia Farma"], "sv": ["Apoteket Hjärtat", "Kronans Apotek", "Apotek Hjärtat Sergel"],
              "uk": ["Аптека АНЦ", "Подорожник", "Аптека Доброго Дня"], "he": ["סופר-פארם", "בית מרקחת מכבי"],
              "zt": ["大樹藥局", "杏一醫療用品"], "ja": ["ウエルシア薬局", "マツモトキヨシ", "スギ薬局"]}
DOCTORS = {"en": ["Dr. Sarah Mitchell", "Dr. Raj Patel", "Dr. Emily Chen"], "it": ["Dott.ssa Giulia Ferri", "Dott. Marco Bianchi"],
           "nl": ["dr. Van der Meer", "huisarts De Boer", "dr. Jansen"], "vi": ["BS. Nguyễn Văn Hòa", "BS. Trần Thị Lan"],
           "id": ["dr. Andi Wijaya, Sp.PD", "drg. Sari Utami"], "sv": ["Dr. Anna Berg", "distriktsläkare Erik Holm"],
           "uk": ["лікар Ірина Бондаренко", "д-р Сергій Мельник"], "he": ["ד\"ר רונית אברהם", "ד\"ר משה כץ"],
           "zt": ["王", "林", "陳"], "ja": ["田中", "山口", "中村"]}
CLINICS = {"en": ["CityMD Midtown", "Kaiser Oakland"], "it": ["Poliambulatorio San Luca", "Centro Medico Sant'Agostino"],
           "nl": ["Huisartsenpraktijk Zuid", "OLVG West"], "vi": ["Bệnh viện Chợ Rẫy", "Phòng khám Đa khoa Medlatec"],
           "id": ["RS Siloam Kebon Jeruk", "Klinik Kimia Farma"], "sv": ["Vårdcentralen Södermalm", "Capio Citykliniken"],
           "uk": ["Медичний центр Добробут", "Клініка Борис"], "he": ["מכבי, רמת גן", "כללית, תל אביב"],
           "zt": ["台大醫院", "長庚紀念醫院", "馬偕紀念醫院"], "ja": ["さくらクリニック", "東京中央病院", "みなと内科"]}
HOTELS = {"en": ["Hilton Garden Inn Seattle", "The Hoxton, Shoreditch", "Marriott Marquis"],
          "it": ["Hotel Santa Lucia", "NH Collection Roma", "B&B Il Glicine"],
          "nl": ["Hotel V Nesplein", "Van der Valk Utrecht", "citizenM Amstel"],
          "vi": ["Khách sạn Rex Sài Gòn", "Vinpearl Nha Trang", "Mường Thanh Đà Nẵng"],
          "id": ["Hotel Indonesia Kempinski", "The Anvaya Beach Resort Bali", "Swiss-Belhotel Makassar"],
          "sv": ["Scandic Continental", "Hotel Pigalle", "Clarion Hotel Sign"],
          "uk": ["Готель Дніпро", "Bukovel Resort", "Leopolis Hotel"], "he": ["מלון דן תל אביב", "הרודס אילת", "מלון ממילא"],
          "zt": ["台北晶華酒店", "高雄漢來大飯店", "日月潭雲品溫泉酒店"], "ja": ["東横INN品川", "ホテルグランヴィア京都", "星野リゾート 界 箱根"]}
PODCASTS = {"en": ["The Daily", "Huberman Lab", "Crime Junkie", "Hard Fork"], "it": ["Il Mattino di Radio24", "Muschio Selvaggio", "Morning"],
            "nl": ["De Stemming", "Zware Jongens", "NRC Vandaag"], "vi": ["Have A Sip", "Giang Ơi Radio", "VnExpress Podcast"],
            "id": ["Close The Door", "Podkesmas", "Rintik Sedu"], "sv": ["Alex & Sigges podcast", "P3 Dokumentär", "Mordpodden"],
            "uk": ["Ґеній місця", "Подкаст Суспільне", "Говоримо по-українськи"], "he": ["חיות כיס", "עושים היסטוריה", "המדע המוזר"],
            "zt": ["百靈果 News", "股癌", "台灣通勤第一品牌"], "ja": ["ゆる言語学ラジオ", "COTEN RADIO", "ホットポッド"]}
EPTITLES = {
    "en": ["The Fed's next move", "Why we can't sleep", "Inside the Louvre heist", "Ask us anything", "Part 2: The trial"],
    "it": ["La crisi del Mar Rosso", "Perché non dormiamo", "Puntata speciale: domande e risposte", "Il caso Orlandi"],
    "nl": ["De formatie, deel 4", "Waarom slapen we slecht?", "De kraak van de eeuw", "Vragenuur"],
    "vi": ["Tại sao chúng ta trì hoãn?", "Chuyện tình công sở", "Hỏi đáp cùng khách mời", "Sống chậm ở Đà Lạt"],
    "id": ["Kenapa kita susah tidur?", "Cerita horor kosan", "Q&A spesial 100 episode", "Kerja di startup"],
    "sv": ["Fallet i Norrland", "Varför sover vi sämre?", "Frågestund", "Del 2: Rättegången"],
    "uk": ["Київ 1920-х", "Чому ми не спимо?", "Питання від слухачів", "Частина 2: Суд"],
    "he": ["למה אנחנו לא ישנים?", "שאלות ותשובות", "חלק 2: המשפט", "הסיפור של טבריה"],
    "zt": ["為什麼我們睡不好？", "聽眾問答特輯", "台積電的下一步", "職場生存指南"],
    "ja": ["なぜ人は眠れないのか", "リスナーからのお便り", "後編：裁判の行方", "方言の不思議"],
}
CHANNELS = {"en": ["MrBeast", "Veritasium", "Kurzgesagt – In a Nutshell", "Linus Tech Tips", "Mark Rober"],
            "it": ["Cartoni Morti", "GialloZafferano", "Marco Montemagno"], "nl": ["Enzo Knol", "Dylan Haegens", "Kalvijn"],
            "vi": ["Sơn Tùng M-TP Official", "Khoai Lang Thang", "Schannel"], "id": ["Atta Halilintar", "Ria Ricis", "Deddy Corbuzier"],
            "sv": ["Clara Henry", "JLC", "Hampus Hedström"], "uk": ["Ukraїner", "Телебачення Торонто", "Юрій Великий"],
            "he": ["ערוץ 12", "עדן הראל", "ניב גלעד"], "zt": ["這群人TGOP", "阿滴英文", "HOOK"], "ja": ["HikakinTV", "はじめしゃちょー", "東海オンエア"]}
VTITLES = {
    "en": ["I Survived 100 Days in Minecraft Hardcore", "He said WHAT?! 😱", "Testing $1 vs $1,000 headphones",
           "We built a house in 24 hours", "Why you liked this video (the algorithm explained)", "Q&A | new followers edition"],
    "it": ["Proviamo il cibo più piccante d'Italia 🌶️", "Ho vissuto 24 ore in un autogrill", "Tiramisù perfetto in 10 minuti"],
    "nl": ["24 uur in een IKEA overleven!", "Ik heb mijn huis verkocht??", "Reageren op jullie reacties"],
    "vi": ["Thử ăn hết món ngon phố cổ Hà Nội", "Một ngày làm shipper 🛵", "MV chính thức | Official Music Video"],
    "id": ["24 jam di Indomaret!", "Prank ojol paling lucu 😂", "Masak rendang pertama kali"],
    "sv": ["Jag testade Sveriges sämsta hotell", "24 timmar på Ikea", "Reagerar på era kommentarer"],
    "uk": ["24 години в потязі Інтерсіті", "Як живе Закарпаття взимку", "Відповідаю на ваші коментарі"],
    "he": ["24 שעות בקניון עזריאלי", "ניסיתי את המנה הכי חריפה בישראל 🌶️", "עונים על השאלות שלכם"],
    "zt": ["挑戰24小時只吃便利商店", "台灣人第一次去北海道！", "我們終於回答大家的問題了"],
    "ja": ["【検証】100均だけで1週間生活してみた", "24時間コンビニ生活", "視聴者の質問に全部答えます"],
}
LISTINGS = {
    "en": ["iPhone 13 128GB – like new", "IKEA Billy bookcase, white", "Trek road bike 56cm", "PS5 + 2 controllers",
           "Vintage Levi's jacket (M)", "Stroller, barely used", "Free couch – must pick up today"],
    "it": ["Divano 3 posti grigio", "iPhone 12 64GB come nuovo", "Bici da corsa Bianchi", "Passeggino Chicco", "Macchina caffè De'Longhi"],
    "nl": ["Gazelle damesfiets 57cm", "Bakfiets Babboe Big", "iPhone 13 128GB, z.g.a.n.", "Eettafel eiken 180 cm", "Lego Technic 42115"],
    "vi": ["Xe Honda Vision 2022", "iPhone 14 Pro Max 256GB", "Tủ lạnh Toshiba 180L", "Laptop Dell cũ", "Máy ảnh Fujifilm X-T30"],
    "id": ["Sepatu Compass Gazelle size 42", "iPhone 11 ex iBox", "Motor Beat 2019", "Kamera Canon M50", "Rice cooker Miyako"],
    "sv": ["Barnvagn Emmaljunga", "IKEA Pax garderob", "Cykel Crescent 28\"", "iPhone 13 128 GB", "Soffa från Mio"],
    "uk": ["Дитяча коляска Anex", "iPhone 12 64GB", "Велосипед Cube", "Пральна машина Bosch", "Зимові шини R16"],
    "he": ["ספה תלת מושבית", "אייפון 13 במצב מעולה", "אופניים חשמליים", "עגלת תינוק בוגבו", "מקרר סמסונג"],
    "zt": ["二手 iPad Air 5 64G", "Switch OLED 主機", "IKEA 書櫃", "GIANT 公路車", "Dyson 吸塵器 V10"],
    "ja": ["ニンテンドースイッチ 本体", "iPhone 13 128GB SIMフリー", "ルンバ i7", "北欧風ソファ", "ポケモンカード まとめ売り"],
}
COURSES = {"en": ["BIO 101", "Calculus II", "World History", "Intro to Psychology", "CS 61A"],
           "it": ["Matematica", "Storia", "Fisica 2", "Letteratura italiana"], "nl": ["Wiskunde B", "Geschiedenis", "Biologie", "Statistiek 1"],
           "vi": ["Toán 12", "Ngữ văn", "Vật lý", "Tiếng Anh"], "id": ["Matematika", "Bahasa Indonesia", "Fisika", "Sejarah"],
           "sv": ["Matematik 3c", "Svenska 2", "Fysik 1", "Historia"], "uk": ["Алгебра", "Історія України", "Фізика", "Англійська мова"],
           "he": ["מתמטיקה", "היסטוריה", "ביולוגיה", "אנגלית"], "zt": ["微積分", "普通物理", "國文", "英文"],
           "ja": ["数学II", "英語", "日本史", "物理基礎"]}
ASSIGNMENTS = {"en": ["Essay 2", "Lab Report 4", "Problem Set 7", "Reading Response", "Final Project Proposal"],
               "it": ["Tema n. 3", "Esercizi cap. 5", "Relazione di laboratorio", "Ricerca su Dante"],
               "nl": ["Opdracht 3", "Verslag practicum", "Huiswerk H5", "Betoog"], "vi": ["Bài tập chương 3", "Bài luận số 2", "Báo cáo thí nghiệm"],
               "id": ["Tugas 4", "Laporan praktikum", "Esai kelompok"], "sv": ["Inlämning 2", "Labbrapport 3", "Uppsats"],
               "uk": ["Домашнє завдання №5", "Лабораторна робота 3", "Есе"], "he": ["עבודה 3", "דוח מעבדה", "מטלה 5"],
               "zt": ["第三次作業", "期中報告", "實驗報告"], "ja": ["課題3", "レポート", "小テスト第5回"]}
GRADES = {"en": ["A", "A-", "B+", "B", "92/100", "C+"], "it": ["8", "7½", "9", "6-", "10"], "nl": ["7,5", "8,2", "5,9", "6,8", "9"],
          "vi": ["8,5", "9", "7,25", "10"], "id": ["85", "A-", "92", "78"], "sv": ["A", "C", "E", "B"],
          "uk": ["11", "9", "12", "10"], "he": ["92", "85", "100", "78"], "zt": ["92", "85", "78", "100"], "ja": ["92", "85", "78", "100"]}
MATERIALS = {"en": ["Week 5 slides.pdf", "Chapter 3 – Notes", "Practice exam (with answers)", "Lecture recording 12"],
             "it": ["Slide lezione 5.pdf", "Appunti capitolo 3", "Esercizi svolti"], "nl": ["Slides week 5.pdf", "Samenvatting H3", "Oefententamen"],
             "vi": ["Slide tuần 5.pdf", "Đề cương ôn tập", "Bài giảng số 12"], "id": ["Slide pertemuan 5.pdf", "Rangkuman Bab 3", "Latihan soal UTS"],
             "sv": ["Föreläsning 5.pdf", "Sammanfattning kap. 3", "Gammal tenta"], "uk": ["Презентація 5.pdf", "Конспект теми 3", "Тест для підготовки"],
             "he": ["מצגת שבוע 5.pdf", "סיכום פרק 3", "מבחן לדוגמה"], "zt": ["第5週講義.pdf", "第三章筆記", "期中考古題"],
             "ja": ["第5回スライド.pdf", "第3章まとめ", "過去問"]}
CARDBRANDS = ["Visa", "Mastercard", "Amex"]
EMOJI = ["😍", "🔥", "😂", "👏", "😮", "😢", "❤️", "🙌🏼", "💯", "🫶", "😂😂", "👍🏾"]
URLS = ["https://trk.shop/x9K2pA", "https://t.ly/Qm4Zr", "https://track.example.com/p/", "https://pkg.to/", "www.parcel.app/t/"]

COMMENTS = {
    "en": ["omg this is so good 😍", "where was this taken??", "lol you liked your own post", "my gate changed twice today 😩",
           "new followers who dis", "Happy birthday!!! 🎂", "need this recipe asap", "🔥🔥🔥", "this aged well",
           "can't stop laughing 😂", "@jake look at this", "is this still available?"],
    "it": ["che bello 😍", "dove l'hai scattata??", "stupenda!!", "ahah ti sei messo mi piace da solo", "🔥🔥🔥",
           "auguri!!! 🎂", "voglio la ricetta", "@marco guarda qui"],
    "nl": ["wat mooi 😍", "waar is dit??", "haha je vindt je eigen bericht leuk", "🔥🔥🔥", "gefeliciteerd!!! 🎂",
           "recept graag", "@daan kijk dan", "is dit nog beschikbaar?"],
    "vi": ["đẹp quá 😍", "chụp ở đâu vậy??", "haha tự thích bài viết của mình luôn", "🔥🔥🔥", "chúc mừng sinh nhật!!! 🎂",
           "cho xin công thức với", "@linh xem nè", "còn hàng không shop?"],
    "id": ["bagus banget 😍", "ini di mana??", "wkwk like postingan sendiri", "🔥🔥🔥", "selamat ulang tahun!!! 🎂",
           "minta resepnya dong", "@rizky liat nih", "masih ada kak?"],
    "sv": ["så fint 😍", "var är detta??", "haha du gillade ditt eget inlägg", "🔥🔥🔥", "grattis!!! 🎂", "receptet tack",
           "@maja kolla", "finns den kvar?"],
    "uk": ["яка краса 😍", "де це знято??", "ахах вподобав власний допис", "🔥🔥🔥", "з днем народження!!! 🎂",
           "скиньте рецепт", "@тарас глянь", "ще актуально?"],
    "he": ["איזה יופי 😍", "איפה זה צולם??", "חחח עשית לייק לפוסט של עצמך", "🔥🔥🔥", "מזל טוב!!! 🎂", "אפשר מתכון?",
           "@יוסי תראה", "עדיין רלוונטי?"],
    "zt": ["好美 😍", "這是在哪裡拍的??", "哈哈自己說自己的貼文讚", "🔥🔥🔥", "生日快樂!!! 🎂", "求食譜", "@Kevin 快看",
           "還有貨嗎？"],
    "ja": ["すてき😍", "どこで撮ったの？？", "自分の投稿にいいねしてて草", "🔥🔥🔥", "誕生日おめでとう！！🎂", "レシピ教えて",
           "@ゆうた 見て", "まだ在庫ありますか？"],
}
PREVIEWS = {
    "en": ["ok", "on my way", "lol", "can you call me when you're free?", "👍", "Did you see the gate change? We're at B12 now",
           "running 10 min late sorry", "happy birthday!! 🎉🎂", "dinner at 7?", "Sent you the photos from Saturday",
           "wait what", "I'm outside", "Thanks so much, see you tomorrow!"],
    "it": ["ok", "arrivo", "ahaha", "mi chiami quando puoi?", "👍", "sono in ritardo di 10 minuti scusa", "auguri!! 🎉",
           "cena alle 8?", "ti ho mandato le foto di sabato", "sono sotto casa"],
    "nl": ["oké", "ben onderweg", "haha", "kun je me bellen als je tijd hebt?", "👍", "ik ben 10 min later sorry",
           "gefeliciteerd!! 🎉", "eten om 7?", "ik sta voor de deur", "heb je mijn pakketje aangenomen?"],
    "vi": ["ok", "đang tới", "haha", "rảnh thì gọi mình nhé", "👍", "mình tới trễ 10 phút nha", "chúc mừng sinh nhật!! 🎉",
           "tối nay ăn gì?", "mình ở dưới nhà rồi", "gửi ảnh hôm thứ bảy rồi nhé"],
    "id": ["ok", "otw", "wkwk", "kalau sempat telpon aku ya", "👍", "telat 10 menit ya maaf", "selamat ultah!! 🎉",
           "makan malam jam 7?", "aku udah di depan", "udah aku kirim fotonya"],
    "sv": ["ok", "på väg", "haha", "ring mig när du kan?", "👍", "blir 10 min sen sorry", "grattis!! 🎉", "middag kl 7?",
           "jag står utanför", "skickade bilderna från lördag"],
    "uk": ["ок", "вже їду", "хаха", "набери, як будеш вільний", "👍", "запізнюся на 10 хв, вибач", "з днем народження!! 🎉",
           "вечеря о 7?", "я біля під'їзду", "скинула фото з суботи"],
    "he": ["אוקיי", "בדרך", "חחחח", "תתקשר כשאתה פנוי?", "👍", "מאחר ב-10 דקות סליחה", "מזל טוב!! 🎉", "ארוחת ערב ב-7?",
           "אני למטה", "שלחתי לך את התמונות משבת"],
    "zt": ["好", "在路上了", "哈哈哈", "有空打給我？", "👍", "我會晚10分鐘抱歉", "生日快樂!! 🎉", "晚上7點吃飯？", "我到樓下了",
           "照片傳給你了"],
    "ja": ["了解", "今向かってる", "笑", "手が空いたら電話して", "👍", "10分遅れる、ごめん", "誕生日おめでとう！🎉", "7時にごはん行く？",
           "下に着いたよ", "土曜の写真送ったよ"],
}
HEADLINES = {
    "en": ["Federal Reserve holds rates steady, signals two cuts later this year",
           "Magnitude 6.4 earthquake strikes off the coast of northern California; no tsunami warning issued",
           "Senate passes stopgap funding bill hours before government shutdown deadline",
           "Apple unveils new iPhone lineup with bigger batteries and a slimmer design",
           "Wildfire forces evacuation of 30,000 residents near Los Angeles",
           "Dow drops 900 points as tech stocks tumble", "Taylor Swift announces surprise album release at midnight",
           "Major airline outage grounds flights nationwide; check your gate and flight status"],
    "it": ["Governo, approvata la manovra: cosa cambia per pensioni e bonus", "Terremoto di magnitudo 4.2 in provincia di Catania, nessun danno",
           "Sciopero dei treni venerdì: le fasce di garanzia", "Sinner vince agli Australian Open",
           "Maltempo, allerta rossa in Emilia-Romagna: scuole chiuse domani"],
    "nl": ["Kabinet valt na ruzie over asielbeleid", "Code oranje: zware windstoten verwacht in het hele land",
           "NS-storing legt treinverkeer rond Utrecht plat", "Max Verstappen wint Grand Prix van Nederland",
           "Huizenprijzen stijgen naar nieuw record"],
    "vi": ["Bão số 3 đổ bộ vào Quảng Ninh, hàng nghìn hộ dân phải sơ tán", "Giá vàng SJC lập đỉnh mới, vượt 90 triệu đồng/lượng",
           "Tuyển Việt Nam thắng Thái Lan 3-2 ở chung kết AFF Cup", "Metro số 1 TP.HCM chính thức vận hành thương mại",
           "Ngân hàng Nhà nước giảm lãi suất điều hành"],
    "id": ["Gempa M 5,6 guncang Cianjur, warga diminta waspada gempa susulan", "Harga BBM Pertamax turun mulai hari ini",
           "Timnas Indonesia lolos ke putaran ketiga Kualifikasi Piala Dunia", "KRL Jabodetabek gangguan, perjalanan terlambat hingga 40 menit",
           "Pemerintah umumkan libur nasional tambahan"],
    "sv": ["Regeringen presenterar budgeten: sänkt skatt för pensionärer", "SMHI varnar för kraftigt snöfall i Norrland",
           "Stor brand i Göteborg – boende uppmanas stänga fönster", "Sverige vidare till VM-kvartsfinal efter dramatisk seger",
           "Riksbanken sänker styrräntan"],
    "uk": ["Повітряна тривога у Києві та області, прямуйте до укриття", "Верховна Рада ухвалила бюджет на наступний рік",
           "Укрзалізниця запускає новий поїзд до Варшави", "Збірна України вийшла до фіналу Євро",
           "НБУ залишив облікову ставку без змін"],
    "he": ["הכנסת אישרה את התקציב בקריאה שלישית", "אזעקות בצפון, הציבור מתבקש להישמע להנחיות פיקוד העורף",
           "מכבי תל אביב ניצחה את ריאל מדריד ביורוליג", "בנק ישראל הותיר את הריבית ללא שינוי",
           "עומסים כבדים בנתב\"ג: הגיעו שלוש שעות לפני הטיסה"],
    "zt": ["颱風山陀兒明登陸南台灣，多縣市宣布停班停課", "央行宣布升息半碼，房貸族負擔加重", "台積電法說會：第三季營收創新高",
           "花蓮外海發生規模6.1地震，全台有感", "中華隊奪得世界12強棒球賽冠軍"],
    "ja": ["日銀が追加利上げを決定、政策金利0.5%に", "東北地方で震度5強の地震、津波の心配なし", "大谷翔平が今季50号ホームラン",
           "台風10号が九州に接近、交通機関に大きな影響", "東海道新幹線、大雨のため一部区間で運転見合わせ"],
}

ONE_OFFS = {
    "en": ["We've updated our Privacy Policy. Tap to read what changed.", "Happy Thanksgiving from all of us 🦃",
           "Scheduled maintenance tonight from 1–3 AM ET. Bookings may be unavailable.",
           "Your 2025 Year in Review is here 🎉", "Sorry for the duplicate notification earlier!",
           "Black Friday: up to 60% off hotel stays worldwide", "Test notification — please ignore",
           "Daylight saving time ends this weekend. Double-check Monday's flight times!",
           "New in the app: track your parcels on a live map 🗺️", "Thank you for 10 million downloads! 💙",
           "Our support team is off Dec 24–26. Replies may be delayed.", "Election night live coverage starts at 7 PM ET",
           "We fixed the bug that logged some of you out. Sorry!", "Snow day! All classes today are online.",
           "Your feedback shaped this update — thank you", "Final hours: Cyber Monday deals end at midnight"],
    "it": ["Buon Natale da tutto il team 🎄", "Abbiamo aggiornato l'informativa sulla privacy.",
           "Manutenzione programmata stanotte dalle 2 alle 4.", "Notifica di prova, ignorala pure",
           "Sciopero generale venerdì: controlla i tuoi viaggi", "Grazie per i 5 anni insieme! 💚", "Saldi estivi: fino al 50% sugli hotel"],
    "nl": ["Fijne feestdagen van ons allemaal 🎄", "We hebben onze privacyverklaring bijgewerkt.",
           "Vannacht gepland onderhoud tussen 2:00 en 4:00.", "Testmelding, negeer deze maar", "Oranje boven! 🧡 Fijne Koningsdag",
           "Bedankt voor 1 miljoen downloads!", "Zomerdeals: tot 50% korting op hotels"],
    "vi": ["Chúc mừng năm mới Giáp Thìn 🧧", "Chúng tôi đã cập nhật chính sách quyền riêng tư.", "Bảo trì hệ thống từ 2h đến 4h sáng nay.",
           "Thông báo thử nghiệm, vui lòng bỏ qua", "Siêu sale 11.11 bắt đầu lúc 0h 🔥", "Cảm ơn bạn đã đồng hành cùng chúng tôi 5 năm!",
           "Chúc mừng Quốc khánh 2/9 🇻🇳"],
    "id": ["Selamat Hari Raya Idul Fitri, mohon maaf lahir dan batin 🙏", "Kami telah memperbarui Kebijakan Privasi.",
           "Pemeliharaan sistem malam ini pukul 01.00–03.00 WIB.", "Notifikasi uji coba, abaikan saja", "Promo 12.12 mulai tengah malam! 🔥",
           "Dirgahayu Republik Indonesia ke-80 🇮🇩", "Terima kasih sudah 5 tahun bersama kami!"],
    "sv": ["God jul och gott nytt år önskar vi alla 🎄", "Vi har uppdaterat vår integritetspolicy.", "Planerat underhåll i natt kl. 02–04.",
           "Testnotis, ignorera", "Glad midsommar! 🌸", "Tack för 1 miljon nedladdningar!", "Mellandagsrea: upp till 50 % på hotell"],
    "uk": ["З Різдвом Христовим! 🎄", "Ми оновили політику конфіденційності.", "Планові технічні роботи сьогодні вночі з 02:00 до 04:00.",
           "Тестове сповіщення, ігноруйте", "З Днем Незалежності України! 🇺🇦", "Дякуємо, що ви з нами вже 5 років!",
           "Через відключення світла можливі затримки доставки"],
    "he": ["שנה טובה ומתוקה מכל הצוות 🍎🍯", "עדכנו את מדיניות הפרטיות שלנו.", "תחזוקה מתוכננת הלילה בין 02:00 ל-04:00.",
           "הודעת בדיקה, נא להתעלם", "חג פסח שמח! 🍷", "תודה על 5 שנים יחד!", "מבצע בלאק פריידיי: עד 50% הנחה"],
    "zt": ["新年快樂！龍年行大運 🧧", "我們已更新隱私權政策。", "今晚02:00–04:00進行系統維護。", "測試通知，請忽略", "雙11狂歡購物節開跑 🔥",
           "感謝您5年來的支持！", "中秋節快樂 🥮"],
    "ja": ["あけましておめでとうございます 🎍", "プライバシーポリシーを改定しました。", "本日2:00〜4:00にメンテナンスを実施します。",
           "テスト通知です。無視してください", "ブラックフライデーセール開催中 🔥", "おかげさまで5周年！", "年末年始の配送についてのお知らせ"],
}

# --------------------------------------------------------------------------
# Value formatting
# --------------------------------------------------------------------------


def group(n, sep):
    s = str(n)
    out = []
    while len(s) > 3:
        out.append(s[-3:])
        s = s[:-3]
    out.append(s)
    return sep.join(reversed(out))


GROUP_SEP = {"en": ",", "it": ".", "nl": ".", "vi": ".", "id": ".", "sv": NBSP, "uk": NBSP, "he": ",", "zt": ",", "ja": ","}
DEC_COMMA = {"it", "nl", "vi", "id", "sv", "uk"}


def money(usd, lg, r, plain=False):
    if lg == "ja":
        v = int(usd * 150 / 10) * 10 or 10
        return group(v, ",") if plain else ("¥" + group(v, ",") if r() < 0.6 else group(v, ",") + "円")
    if lg == "zt":
        v = int(usd * 32) or 1
        return group(v, ",") if plain else ("NT$" + group(v, ",") if r() < 0.7 else "$" + group(v, ","))
    if lg == "vi":
        v = int(usd * 25) * 1000 or 1000
        return group(v, ".") + (NBSP + "₫" if r() < 0.6 else "đ")
    if lg == "id":
        v = int(usd * 16) * 1000 or 1000
        return ("Rp " if r() < 0.5 else "Rp") + group(v, ".")
    rate = {"en": 1.0, "it": 0.92, "nl": 0.92, "sv": 10.5, "uk": 41.0, "he": 3.7}[lg]
    cents = int(usd * rate * 100)
    u, c = cents // 100, cents % 100
    if lg == "en":
        return "$" + group(u, ",") + "." + f"{c:02d}"
    if lg == "it":
        return group(u, ".") + "," + f"{c:02d}" + NBSP + "€"
    if lg == "nl":
        return "€ " + group(u, ".") + (",-" if r() < 0.3 else "," + f"{c:02d}")
    if lg == "sv":
        return group(u, NBSP) + ("" if r() < 0.5 else "," + f"{c:02d}") + NBSP + "kr"
    if lg == "uk":
        return group(u, NBSP) + ("," + f"{c:02d}" + NBSP + "₴" if r() < 0.6 else " грн")
    # he
    return "₪" + group(u, ",") + "." + f"{c:02d}" if r() < 0.5 else group(u, ",") + " ₪"


MONTHS = {
    "en": "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(),
    "it": "gen feb mar apr mag giu lug ago set ott nov dic".split(),
    "nl": "jan feb mrt apr mei jun jul aug sep okt nov dec".split(),
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "he": "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר".split(),
}
WEEKDAYS = {"en": "Mon Tue Wed Thu Fri Sat Sun".split(), "nl": "ma di wo do vr za zo".split(),
            "zt": "一二三四五六日", "ja": "月火水木金土日"}
BASE_DAY = datetime.date(2026, 1, 5)


def fmt_date(d, lg, style):
    m, day, wd = d.month, d.day, d.weekday()
    if lg == "en":
        return f"{MONTHS['en'][m - 1]} {day}" if style else f"{WEEKDAYS['en'][wd]}, {MONTHS['en'][m - 1]} {day}"
    if lg == "it":
        return f"{day} {MONTHS['it'][m - 1]}" if style else f"{day:02d}/{m:02d}"
    if lg == "nl":
        return f"{day} {MONTHS['nl'][m - 1]}" if style else f"{WEEKDAYS['nl'][wd]} {day} {MONTHS['nl'][m - 1]}"
    if lg == "vi":
        return f"{day:02d}/{m:02d}" if style else f"{day:02d}/{m:02d}/{d.year}"
    if lg == "id":
        return f"{day} {MONTHS['id'][m - 1]}" if style else f"{day} {MONTHS['id'][m - 1][:3]} {d.year}"
    if lg == "sv":
        return f"{day} {MONTHS['sv'][m - 1]}" if style else d.isoformat()
    if lg == "uk":
        return f"{day} {MONTHS['uk'][m - 1]}" if style else f"{day:02d}.{m:02d}"
    if lg == "he":
        return f"{day}.{m}" if style else f"{day} {MONTHS['he'][m - 1]}"
    if lg == "zt":
        return f"{m}月{day}日" if style else f"{m}/{day}（{WEEKDAYS['zt'][wd]}）"
    return f"{m}月{day}日({WEEKDAYS['ja'][wd]})" if style else f"{m}/{day}"


def fmt_time(h, m, lg, style):
    if lg == "en":
        return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"
    if lg == "id" or (lg == "sv" and style):
        return f"{h:02d}.{m:02d}"
    if lg == "vi" and not style:
        return f"{h}h{m:02d}"
    if lg == "zt" and style:
        return f"{'上午' if h < 12 else '下午'}{(h % 12) or 12}:{m:02d}"
    if lg == "ja" and not style:
        return f"{h}時{m:02d}分" if m else f"{h}時"
    return f"{h:02d}:{m:02d}"


def fmt_hm(mins, lg):
    h, m = divmod(mins, 60)
    if lg == "he":
        return f"{h}:{m:02d} שע'" if h else f"{m} דק'"
    unit = {"en": ("h", "m", ""), "it": (" h", " min", " "), "nl": (" u", " min", " "), "vi": (" giờ", " phút", " "),
            "id": (" jam", " menit", " "), "sv": (" tim", " min", " "), "uk": (" год", " хв", " "),
            "zt": ("小時", "分", ""), "ja": ("時間", "分", "")}[lg]
    if lg in ("zt", "ja") and not h:
        return f"{m}分鐘" if lg == "zt" else f"{m}分"
    if not h:
        return f"{m}{unit[1]}"
    if lg == "en":
        return f"{h}h {m}m" if m else f"{h}h"
    return f"{h}{unit[0]}{unit[2]}{m}{unit[1]}" if m else f"{h}{unit[0]}"


def fmt_clock(secs):
    h, rest = divmod(secs, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def uk_category(n):
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return "few"
    return "many"


# --------------------------------------------------------------------------
# Slot generators: g(r, lg, v) -> str.  v holds the line's values so far (and _hidden state).
# --------------------------------------------------------------------------


def pick(lst):
    n = len(lst)
    return lambda r, lg, v: lst[int(r() * n)]


def pickl(tbl):
    return lambda r, lg, v: tbl[lg][int(r() * len(tbl[lg]))]


def rint(lo, hi, skew=1.0):
    return lambda r, lg, v: str(lo + int((r() ** skew) * (hi - lo + 1)))


def digits(r, k):
    return "".join("0123456789"[int(r() * 10)] for _ in range(k))


UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


def letters(r, k, alphabet=UPPER):
    return "".join(alphabet[int(r() * len(alphabet))] for _ in range(k))


def g_actor(r, lg, v):
    names = NAMES[lg]
    return names[int(r() * len(names))]


def g_actor2(r, lg, v):
    names = NAMES[lg]
    while True:
        x = names[int(r() * len(names))]
        if x != v.get("actor"):
            return x


def g_amount(r, lg, v):
    return money(1.5 + (r() ** 2.2) * 400, lg, r)


def g_price(r, lg, v):
    return money(5 + (r() ** 2) * 900, lg, r, plain=lg in ("ja", "zt"))


def g_fee(r, lg, v):
    return money(1 + r() * 24, lg, r)


def g_date(r, lg, v):
    d = BASE_DAY + datetime.timedelta(days=int(r() * 330))
    style = r() < 0.6
    v["_d"], v["_ds"] = d, style
    return fmt_date(d, lg, style)


def g_date2(r, lg, v):
    d = v.get("_d") or BASE_DAY
    return fmt_date(d + datetime.timedelta(days=1 + int((r() ** 2) * 9)), lg, v.get("_ds", True))


def g_time(r, lg, v):
    h = 6 + int(r() * 16)
    m = int(r() * 12) * 5
    style = r() < 0.6
    v["_t"], v["_ts"] = h * 60 + m, style
    return fmt_time(h, m, lg, style)


def g_time2(r, lg, v):
    t = min(v.get("_t", 600) + 60 * (1 + int(r() * 3)), 23 * 60 + 55)
    return fmt_time(t // 60, t % 60, lg, v.get("_ts", True))


def g_flight(r, lg, v):
    al = AIRLINES[lg][int(r() * len(AIRLINES[lg]))]
    num = str(10 + int((r() ** 1.5) * 9000))
    return al + (" " if lg not in ("zt", "ja") and r() < 0.25 else "") + num


def g_gate(r, lg, v):
    if lg == "ja":
        return str(1 + int(r() * 170))
    return "ABCDEFGH"[int(r() * 8)] + str(1 + int(r() * 60))


def g_seat(r, lg, v):
    return str(1 + int(r() * 45)) + "ABCDEFHJK"[int(r() * 9)]


def g_order(r, lg, v):
    x = r()
    if x < 0.4:
        return "#" + digits(r, 7)
    if x < 0.7:
        return digits(r, 3) + "-" + digits(r, 7) + "-" + digits(r, 7)
    return "ORD-" + letters(r, 2) + digits(r, 6)


def g_url(r, lg, v):
    u = URLS[int(r() * len(URLS))]
    return u + letters(r, 8, "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789") if u.endswith("/") else u


def g_booking(r, lg, v):
    return digits(r, 10) if r() < 0.6 else "HB-" + letters(r, 6, UPPER + "23456789")


def g_locker(r, lg, v):
    return letters(r, 1, "ABCDEF") + str(1 + int(r() * 40)) if r() < 0.6 else str(100 + int(r() * 300))


def g_code(r, lg, v):
    return digits(r, 6) if r() < 0.7 else digits(r, 4) + "-" + digits(r, 4)


def g_zone(r, lg, v):
    return str(1000 + int(r() * 9000)) if r() < 0.6 else letters(r, 1, "ABCDE") + str(1 + int(r() * 9))


PLATES = {
    "en": lambda r: digits(r, 1) + letters(r, 3) + digits(r, 3),
    "it": lambda r: letters(r, 2) + " " + digits(r, 3) + " " + letters(r, 2),
    "nl": lambda r: letters(r, 1) + "-" + digits(r, 3) + "-" + letters(r, 2),
    "vi": lambda r: "51" + letters(r, 1) + "-" + digits(r, 3) + "." + digits(r, 2),
    "id": lambda r: "B " + digits(r, 4) + " " + letters(r, 3),
    "sv": lambda r: letters(r, 3) + " " + digits(r, 2) + letters(r, 1),
    "uk": lambda r: "АА " + digits(r, 4) + " " + letters(r, 2, "АВЕКМНОРСТХ"),
    "he": lambda r: digits(r, 2) + "-" + digits(r, 3) + "-" + digits(r, 2),
    "zt": lambda r: letters(r, 3) + "-" + digits(r, 4),
    "ja": lambda r: "品川 " + digits(r, 3) + " " + "あいうえかきくけ"[int(r() * 8)] + " " + digits(r, 2) + "-" + digits(r, 2),
}


def g_plate(r, lg, v):
    return PLATES[lg](r)


def g_gold(r, lg, v):
    return group(150 + int((r() ** 2.5) * 250000), GROUP_SEP[lg])


def g_count(r, lg, v):
    if lg in ("vi", "id", "zt", "ja") and r() < 0.15:
        return "1"  # these locales have a single plural form: no separate "1 new follower" string
    n = 2 + int((r() ** 2.5) * 300)
    if lg == "uk":
        while uk_category(n) != "many":
            n += 1
    return str(n)


UK_FEW = [2, 3, 4, 22, 23, 24, 32, 33, 34, 42, 43, 44, 52, 53, 54, 102, 103, 104]


def g_nfew(r, lg, v):
    return str(UK_FEW[int((r() ** 2) * len(UK_FEW))])


def g_distance(r, lg, v):
    km = (5, 10, 5, 10, 15, 21.1, 42.2)[int(r() * 7)]
    v["_km"] = km
    if lg == "en" and r() < 0.5:
        return {5: "3.1 mi", 10: "6.2 mi", 15: "9.3 mi", 21.1: "13.1 mi", 42.2: "26.2 mi"}[km]
    s = str(km)
    if lg in DEC_COMMA:
        s = s.replace(".", ",")
    unit = {"uk": "км", "he": "ק\"מ"}.get(lg, "km")
    return s + (" " + unit if r() < 0.8 or lg in ("zt", "ja", "uk", "he") else unit)


def g_pbtime(r, lg, v):
    pace = 240 + int(r() * 180)  # seconds per km
    return fmt_clock(int(v.get("_km", 5) * pace))


def g_hm(r, lg, v):
    return fmt_hm(15 + int((r() ** 1.5) * 285), lg)


def g_room(r, lg, v):
    return str(2 + int(r() * 28)) + f"{1 + int(r() * 40):02d}"


def g_tag(r, lg, v):
    return letters(r, 2 + int(r() * 3), UPPER + "0123456789")


SLOTS = {
    "actor": g_actor, "actor2": g_actor2, "buyer": g_actor, "sender": g_actor, "name": pickl(FIRST),
    "order": g_order, "carrier": pickl(CARRIERS), "url": g_url, "flight": g_flight, "city": pickl(CITIES),
    "device": pickl(DEVICES), "room": pickl(ROOMS), "price": g_price, "listing": pickl(LISTINGS),
    "workout": pickl(WORKOUTS), "duration": lambda r, lg, v: fmt_clock(600 + int((r() ** 1.3) * 5400)),
    "kcal": rint(80, 950), "gate": g_gate, "time": g_time, "time2": g_time2, "spot": pickl(SPOTS),
    "count": g_count, "nfew": g_nfew, "seat": g_seat, "group": rint(1, 6), "assignment": pickl(ASSIGNMENTS),
    "course": pickl(COURSES), "door": pickl(DOORS), "plan": pickl(PLANS), "date": g_date, "date2": g_date2,
    "amount": g_amount, "fee": g_fee, "headline": pickl(HEADLINES), "source": pickl(SOURCES), "locker": g_locker,
    "place": pickl(PLACES), "code": g_code, "comment": pickl(COMMENTS), "ticket": pickl(TICKETS),
    "preview": pickl(PREVIEWS), "player": pick(PLAYERS), "clan": pick(CLANS), "tag": g_tag,
    "doctor": pickl(DOCTORS), "clinic": pickl(CLINICS), "pct": rint(5, 70), "battery": rint(1, 20),
    "epnum": rint(1, 450), "eptitle": pickl(EPTITLES), "mins": rint(12, 140), "podcast": pickl(PODCASTS),
    "channel": pickl(CHANNELS), "vtitle": pickl(VTITLES), "zone": g_zone, "minutes": rint(5, 30),
    "soon": rint(5, 60), "plate": g_plate, "emoji": pick(EMOJI), "grade": pickl(GRADES), "rank": rint(1, 200, 2.0),
    "lbrank": rint(1, 999, 1.5), "players": rint(200, 5000), "reward": pickl(REWARDS), "hotel": pickl(HOTELS),
    "booking": g_booking, "days": rint(3, 400, 2.5), "tdays": rint(3, 14), "station": pickl(STATIONS),
    "line": pickl(LINES), "gold": g_gold, "appliance": pickl(APPLIANCES), "program": pickl(PROGRAMS), "hm": g_hm,
    "pharmacy": pickl(PHARMACIES), "stories": rint(5, 20), "material": pickl(MATERIALS), "likes": rint(2, 60, 1.5),
    "sensor": pickl(SENSORS), "distance": g_distance, "pbtime": g_pbtime, "roomno": g_room,
    "cardbrand": pick(CARDBRANDS), "last4": lambda r, lg, v: digits(r, 4),
}


def g_station2(r, lg, v):
    lst = STATIONS[lg]
    while True:
        x = lst[int(r() * len(lst))]
        if x != v.get("station"):
            return x


SLOTS["station2"] = g_station2

# --------------------------------------------------------------------------
# Templates compiled
# --------------------------------------------------------------------------

PH = re.compile(r"\{([a-z0-9]+)\}")


class Tpl:
    __slots__ = ("id", "domain", "cat", "key", "langs", "body", "title", "body_order", "title_order", "slots",
                 "cbody", "ctitle", "pbody", "ptitle", "rank")


def split(s):
    lits, names, pos = [], [], 0
    for m in PH.finditer(s):
        lits.append(s[pos:m.start()])
        names.append(m.group(1))
        pos = m.end()
    lits.append(s[pos:])
    return lits, names


def to_printf(s, order):
    lits, names = split(s)
    positional = names != order
    out = []
    for i, lit in enumerate(lits):
        out.append(lit.replace("%", "%%"))
        if i < len(names):
            out.append(f"%{order.index(names[i]) + 1}$@" if positional else "%@")
    return "".join(out)


def fill(compiled, vals):
    lits, names = compiled
    if not names:
        return lits[0]
    parts = [lits[0]]
    for i, n in enumerate(names):
        parts.append(vals[n])
        parts.append(lits[i + 1])
    return "".join(parts)


def compile_templates():
    out, seen = [], set()
    for rank, (tid, cat, body, title) in enumerate(T, 1):
        t = Tpl()
        t.id, t.cat, t.rank, t.body, t.title = tid, cat, rank, body, title
        t.domain = tid.split(".", 1)[0]
        t.key = tid.replace(".", "_").upper()
        assert tid not in seen, tid
        seen.add(tid)
        t.langs = [lg for lg in LANGS if lg in body]
        assert sorted(t.langs) == sorted(body), tid
        ref = "en" if "en" in body else t.langs[0]
        t.body_order = split(body[ref])[1]
        t.title_order = split(title[ref])[1] if title else []
        assert len(set(t.body_order)) == len(t.body_order) and len(set(t.title_order)) == len(t.title_order), tid
        t.slots = list(dict.fromkeys(t.body_order + t.title_order))
        for s in t.slots:
            assert s in SLOTS, (tid, s)
        t.cbody, t.ctitle, t.pbody, t.ptitle = {}, {}, {}, {}
        for lg in t.langs:
            t.cbody[lg] = split(body[lg])
            assert sorted(t.cbody[lg][1]) == sorted(t.body_order), (tid, lg)
            t.pbody[lg] = to_printf(body[lg], t.body_order)
            if title:
                t.ctitle[lg] = split(title[lg])
                assert sorted(t.ctitle[lg][1]) == sorted(t.title_order), (tid, lg)
                t.ptitle[lg] = to_printf(title[lg], t.title_order)
        out.append(t)
    return out


# --------------------------------------------------------------------------
# Payload decoration (own random stream: never changes the texts)
# --------------------------------------------------------------------------

HEX = "0123456789abcdef"
SOUNDS = {"air": "chime.caf", "game": "coins.wav", "dating": "spark.caf", "home": "doorbell.caf", "news": "news.aiff",
          "billing": "cash.caf", "market": "ding.caf"}
TIME_SENSITIVE = {"FLIGHT", "DOORBELL", "SECURITY", "LOCKER", "PARKING", "TRANSIT", "APPOINTMENT"}
PASSIVE = {"PROMO", "NEWS_DIGEST", "GAME", "BIRTHDAY"}
EXTRA_KEY = {"air": "pnr", "hotel": "booking_ref", "fitness": "workout_id", "dating": "match_id", "game": "event_id",
             "news": "article_id", "market": "listing_id", "home": "home_id", "school": "course_id",
             "health": "appt_id", "locker": "locker_id", "billing": "invoice_id", "social": "post_id",
             "video": "video_id", "podcast": "episode_guid", "parking": "session_id", "transit": "ticket_id",
             "parcel": "shipment_id", "chat": "conversation_id"}


def hexs(r, n):
    return "".join(HEX[int(r() * 16)] for _ in range(n))


def make_payload(t, r, title, body):
    aps = {}
    if title is None and r() < 0.25:
        aps["alert"] = body
    else:
        aps["alert"] = {"title": title, "body": body} if title is not None else {"body": body}
    x = r()
    if x < 0.6:
        aps["sound"] = "default"
    elif x < 0.8 and t.domain in SOUNDS:
        aps["sound"] = SOUNDS[t.domain]
    if r() < 0.55:
        aps["badge"] = int((r() ** 3) * 50)
    aps["category"] = t.cat
    if r() < 0.45:
        aps["thread-id"] = t.domain + "." + hexs(r, 6)
    if t.cat in TIME_SENSITIVE and r() < 0.8:
        aps["interruption-level"] = "time-sensitive"
    elif t.cat in PASSIVE and r() < 0.6:
        aps["interruption-level"] = "passive"
    if t.domain in ("social", "video", "podcast", "news", "market") and r() < 0.5:
        aps["mutable-content"] = 1
    p = {"aps": aps}
    if r() < 0.65:
        key = EXTRA_KEY.get(t.domain, "ref")
        p[key] = hexs(r, 12) if key != "pnr" else "".join(UPPER[int(r() * len(UPPER))] for _ in range(6))
    if r() < 0.35:
        p["url"] = "app://" + t.domain + "/" + hexs(r, 8)
    return p


def oneoff_payload(r, text, i):
    if r() < 0.5:
        return {"aps": {"alert": text, "sound": "default"}}
    return {"aps": {"alert": {"body": text}, "interruption-level": "passive"}, "campaign": "bc_" + str(i)}


# --------------------------------------------------------------------------
# Generation
# --------------------------------------------------------------------------


def build(args):
    tpls = compile_templates()
    if args.lang != "mixed":
        tpls = [t for t in tpls if args.lang in t.langs]
    return tpls


def generate(args, tpls):
    """Yield (tpl or None, lang, title, body, vals, index)."""
    rng = random.Random(f"heldout2-{args.seed}-{args.lang}")
    r = rng.random
    cum, acc = [], 0.0
    for i in range(1, len(tpls) + 1):
        acc += 1.0 / (i ** args.zipf)
        cum.append(acc)
    lang_cum = []
    for t in tpls:
        if args.lang == "mixed":
            c, a = [], 0.0
            for lg in t.langs:
                a += MIX[lg]
                c.append(a)
            lang_cum.append((t.langs, [x / a for x in c]))
        else:
            lang_cum.append(([args.lang], [1.0]))
    pool = [(lg, s) for lg in LANGS for s in ONE_OFFS[lg]] if args.lang == "mixed" else \
        [(args.lang, s) for s in ONE_OFFS[args.lang]]
    k = args.oneoffs if args.oneoffs is not None else (max(2, args.n // 5000) if args.n >= 100 else 0)
    k = max(0, min(k, len(pool), args.n))
    orng = random.Random(f"heldout2-oneoffs-{args.seed}-{args.lang}")
    chosen = orng.sample(pool, k) if k else []
    at = dict(zip(sorted(orng.sample(range(args.n), k)) if k else [], chosen))
    bis = bisect.bisect_right
    ntpl = len(tpls)
    for i in range(args.n):
        if i in at:
            lg, text = at[i]
            yield None, lg, None, text, None, i
            continue
        ti = min(bis(cum, r() * acc), ntpl - 1)
        t = tpls[ti]
        langs, lc = lang_cum[ti]
        lg = langs[0] if len(langs) == 1 else langs[min(bis(lc, r()), len(langs) - 1)]
        vals = {}
        for name in t.slots:
            vals[name] = SLOTS[name](r, lg, vals)
        body = fill(t.cbody[lg], vals)
        title = fill(t.ctitle[lg], vals) if t.title else None
        yield t, lg, title, body, vals, i


def truth(rec):
    t, lg, title, body, vals, _ = rec
    if t is None:
        return {"text": body, "title": None, "template_id": None, "template": None, "title_template": None,
                "args": [], "title_args": [], "lang": lg, "key": None, "title_key": None}
    return {"text": body, "title": title, "template_id": t.id, "template": t.pbody[lg],
            "title_template": t.ptitle[lg] if t.title else None,
            "args": [vals[s] for s in t.body_order], "title_args": [vals[s] for s in t.title_order],
            "lang": lg, "key": t.key, "title_key": t.key + "_TITLE" if t.title else None}


def run(args, tpls, sinks):
    dec = random.Random(f"heldout2-payload-{args.seed}-{args.lang}").random
    enc = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    bufs = {k: [] for k in sinks}
    bp, bx, bt = bufs.get("payloads"), bufs.get("text"), bufs.get("truth")
    lead = bufs[next(iter(bufs))]
    for rec in generate(args, tpls):
        t, lg, title, body, _, i = rec
        if bp is not None:
            bp.append(enc(make_payload(t, dec, title, body) if t else oneoff_payload(dec, body, i)))
        if bx is not None:
            bx.append(body)
        if bt is not None:
            bt.append(enc(truth(rec)))
        if len(lead) >= 20000:
            for k, b in bufs.items():
                sinks[k].write("\n".join(b) + "\n")
                b.clear()
    for k, b in bufs.items():
        if b:
            sinks[k].write("\n".join(b) + "\n")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="gen_alerts.py",
                                 description="Second held-out push-alert corpus generator (payloads, texts, ground truth).")
    ap.add_argument("--n", type=int, default=1000, help="number of alerts (default 1000)")
    ap.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    ap.add_argument("--lang", default="en", choices=list(LANGS) + ["mixed"], help="language, or mixed (default en)")
    ap.add_argument("--zipf", type=float, default=1.1, help="Zipf exponent over template rank (default 1.1; 0 = uniform)")
    ap.add_argument("--format", default="payloads", choices=["payloads", "text", "truth"], help="output (default payloads)")
    ap.add_argument("--oneoffs", type=int, default=None,
                    help="one-off alerts, each used once (default max(2, n/5000), capped by the built-in pool)")
    ap.add_argument("-o", "--output", default=None, help="write to this file instead of stdout")
    ap.add_argument("--out", default=None, metavar="DIR", help="write payloads.jsonl, text.txt and truth.jsonl into DIR")
    args = ap.parse_args(argv)
    if args.n < 0:
        ap.error("--n must be >= 0")
    if args.zipf < 0:
        ap.error("--zipf must be >= 0")
    tpls = build(args)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        files = {k: open(os.path.join(args.out, f), "w", encoding="utf-8", newline="\n")
                 for k, f in (("payloads", "payloads.jsonl"), ("text", "text.txt"), ("truth", "truth.jsonl"))}
        try:
            run(args, tpls, files)
        finally:
            for f in files.values():
                f.close()
        return 0
    out = open(args.output, "w", encoding="utf-8", newline="\n") if args.output else \
        open(sys.stdout.fileno(), "w", encoding="utf-8", newline="\n", closefd=False)
    try:
        run(args, tpls, {args.format: out})
    except BrokenPipeError:
        os._exit(0)
    finally:
        try:
            out.close()
        except BrokenPipeError:
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
