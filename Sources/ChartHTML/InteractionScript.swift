/// The script of an interactive chart: shows the state under the pointer. It is inlined once per
/// chart, runs on its own root element only, and fetches nothing.
///
/// The controls' states are a graph (`u.n`): in each node, a click on one of its places (`u.h`)
/// leads to another node, whose state then shows alone; selections answer again once the
/// controls are back to the base picture. Tab and Shift-Tab go through the current node's places,
/// drawing a ring around the one in focus, and Enter or Space clicks it; Escape closes a menu or
/// goes back from a picker's page.
///
/// The plan (`InteractionPlan.json`) lists, per chart, which state each place shows; a state is
/// a list of changed groups, each with its new children: base children by index, or markup that
/// is parsed once as XML (never as HTML, so nothing in it runs) and kept.
enum InteractionScript {
    static let source = #"""
(function(id){
"use strict";
var root=document.getElementById(id);if(!root)return;
var svg=root.querySelector("svg"),live=document.getElementById(id+"-live");
var data=JSON.parse(document.getElementById(id+"-data").textContent);
var base=new Set(),S=data.s,D=data.d,orig=new Map(),made={},touched=[],NS="http://www.w3.org/2000/svg";
function kids(el){var k=orig.get(el);if(!k){k=Array.prototype.slice.call(el.children);orig.set(el,k);k.forEach(function(e){base.add(e);});}return k;}
function at(p){var el=svg;for(var i=0;i<p.length;i++){el=kids(el)[p[i]];if(!el)return null;}return el;}
function parse(key,text){var n=made[key];if(n)return n;
text=text.replace(/&!(\d+);/g,function(m,i){return D[+i];});
var d=new DOMParser().parseFromString('<svg xmlns="'+NS+'">'+text+"</svg>","image/svg+xml");
n=Array.prototype.map.call(d.documentElement.children,function(e){return document.importNode(e,true);});made[key]=n;return n;}
function restore(el){var ks=kids(el),c=el.lastChild,next=null;
while(c){var p=c.previousSibling;if(c.nodeType===1&&!base.has(c))el.removeChild(c);c=p;}
for(var i=ks.length-1;i>=0;i--){if(ks[i].parentNode!==el)el.insertBefore(ks[i],next);next=ks[i];}}
function change(el,items,key,said){var ks=kids(el),used=new Uint8Array(ks.length),seq=[];
items.forEach(function(it,ii){if(typeof it==="number")it=[it,it];
if(Array.isArray(it)){for(var q=it[0];q<=it[1];q++){used[q]=1;seq.push(ks[q]);}}
else parse(key+"/"+ii,it).forEach(function(n){seq.push(n);var tx=n.textContent.trim();if(tx)said.push(tx);});});
for(var i=0;i<ks.length;i++)if(!used[i]&&ks[i]&&ks[i].parentNode===el)el.removeChild(ks[i]);
var next=null;for(var j=seq.length-1;j>=0;j--){var n=seq[j];if(!n)continue;if(!base.has(n))el.insertBefore(n,next);next=n;}}
function apply(list){
for(var t=0;t<touched.length;t++)restore(touched[t]);
touched=[];var said=[];
list.forEach(function(s){var st=S[s];if(!st)return;st.forEach(function(c,ci){var el=at(c[0]);if(!el)return;
change(el,c[1],s+"/"+ci,said);touched.push(el);});});
var msg=said.join(" ");if(live.textContent!==msg)live.textContent=msg;}
var charts=data.c.map(function(c){return {c:c,sel:0,rng:0,pos:0,ges:0,key:-1,off:c.sc?c.sc.at:0,groups:[]};});
var all=svg.querySelectorAll(".scroll-x,.scroll-y"),gi=0;
charts.forEach(function(ch){if(ch.c.sc){for(var i=0;i<ch.c.sc.n;i++)ch.groups.push(all[gi++]);}});
var U=data.u,node=0,ctl=0,shown="",focus=-1,ringEl=null;
function refresh(){var list=[];if(ctl)list=[ctl];else charts.forEach(function(ch){[ch.pos,ch.rng,ch.sel,ch.ges].forEach(function(s){if(s)list.push(s);});});
var key=list.join(",");if(key!==shown){shown=key;apply(list);}
charts.forEach(function(ch){if(!ch.c.sc)return;var dx=(ch.c.sc.at-ch.off).toFixed(2),t=ch.c.sc.v?"translate(0 "+dx+")":"translate("+dx+" 0)";ch.groups.forEach(function(g){if(g)g.setAttribute("transform",t);});});}
function look(r,v){if(!r||!r.b.length||v<r.b[0]||v>=r.e)return 0;var lo=0,hi=r.b.length-1;
while(lo<hi){var m=(lo+hi+1)>>1;if(r.b[m]<=v)lo=m;else hi=m-1;}return r.s[lo];}
function bucket(e,v){for(var i=0;i<e.length-1;i++){if(v<e[i+1])return i;}return e.length-2;}
function point(ev){var r=svg.getBoundingClientRect(),vb=svg.viewBox.baseVal;
return [(ev.clientX-r.left)*vb.width/r.width,(ev.clientY-r.top)*vb.height/r.height];}
function inside(c,p){return p[0]>=c.p[0]&&p[0]<=c.p[0]+c.p[2]&&p[1]>=c.p[1]&&p[1]<=c.p[1]+c.p[3];}
function chartAt(p){for(var i=charts.length-1;i>=0;i--){if(inside(charts[i].c,p))return charts[i];}return null;}
function shift(ch){return ch.c.sc&&!ch.c.sc.v?ch.off-ch.c.sc.at:0;}
function shiftY(ch){return ch.c.sc&&ch.c.sc.v?ch.off-ch.c.sc.at:0;}
function select(ch,p){var c=ch.c,x=p[0]+shift(ch);
if(c.x)ch.sel=look(c.x,x);else if(c.y)ch.sel=look(c.y,p[1]+shiftY(ch));
else if(c.a){var dx=p[0]-c.ac[0],dy=p[1]-c.ac[1],a=Math.atan2(dx,-dy)*180/Math.PI;if(a<0)a+=360;ch.sel=look(c.a,a);}}
function clamp(sc,o){return Math.max(sc.lo,Math.min(sc.hi,o));}
function snap(ch,dir){var sc=ch.c.sc,o=ch.off,best=o,list=sc.sn;
if(dir&&sc.mj.length){list=sc.mj.filter(function(m){return dir>0?m>o+0.5:m<o-0.5;});best=list.length?(dir>0?list[0]:list[list.length-1]):(dir>0?sc.hi:sc.lo);}
else if(list.length){var d=Infinity;list.forEach(function(s){if(Math.abs(s-o)<d){d=Math.abs(s-o);best=s;}});}
scrollTo(ch,best);}
function page(ch,dir){var sc=ch.c.sc;if(sc.mj.length){snap(ch,dir);return;}
var o=clamp(sc,ch.off+dir*ch.c.p[sc.v?3:2]),best=o,d=Infinity;
sc.sn.forEach(function(s){if((dir>0?s>ch.off+0.5:s<ch.off-0.5)&&Math.abs(s-o)<d){d=Math.abs(s-o);best=s;}});scrollTo(ch,best);}
function scrollTo(ch,o){ch.off=clamp(ch.c.sc,o);ch.pos=look(ch.c.sc.ps,ch.off+0.001);refresh();}
var drag=null,wheelTimer=0;
root.addEventListener("pointermove",function(ev){var p=point(ev);if(U){var ci=control(p);root.style.cursor=ci>=0&&!(U.n[node][1]===1&&ci===2)?"pointer":"";}
if(drag){var ch=drag.ch,c=ch.c,dx=p[0]-drag.p[0];
if(Math.abs(dx)>3||Math.abs(p[1]-drag.p[1])>3)drag.moved=true;
if(c.g){ch.ges=look(c.g,p[0]+shift(ch));refresh();return;}
if(c.sc&&drag.moved&&!(c.xr&&ev.pointerType==="mouse")){if(c.sc.v)dx=p[1]-drag.p[1];drag.v=dx/Math.max(1,ev.timeStamp-drag.t);drag.t=ev.timeStamp;scrollTo(ch,drag.off-dx);ch.sel=0;refresh();return;}
if(c.xr&&drag.moved){var e=c.xr.b,n=e.length-1,i=bucket(e,drag.p[0]+shift(ch)),j=bucket(e,p[0]+shift(ch));
ch.rng=c.xr.s[Math.min(i,j)*n+Math.max(i,j)];ch.sel=0;refresh();return;}
if(c.yr&&drag.moved){var e2=c.yr.b,n2=e2.length-1,i2=bucket(e2,drag.p[1]),j2=bucket(e2,p[1]);
ch.rng=c.yr.s[Math.min(i2,j2)*n2+Math.max(i2,j2)];ch.sel=0;refresh();return;}
select(ch,p);refresh();return;}
charts.forEach(function(ch){if(!ch.c.g&&!(ch.c.sc&&!ch.c.x&&!ch.c.a))ch.sel=0;});
var h=chartAt(p);if(h&&ev.pointerType==="mouse"&&!h.c.g)select(h,p);refresh();});
root.addEventListener("pointerdown",function(ev){var p=point(ev),ch=chartAt(p);if(!ch)return;
drag={ch:ch,p:p,off:ch.off,moved:false,t:ev.timeStamp,v:0};
try{root.setPointerCapture(ev.pointerId);}catch(e){}
if(ch.c.g){ch.ges=look(ch.c.g,p[0]+shift(ch));refresh();}
else if(ev.pointerType!=="mouse"){select(ch,p);refresh();}});
function end(ev){if(!drag)return;var ch=drag.ch,c=ch.c,moved=drag.moved;
if(c.g){if(!c.gt)ch.ges=c.ge||0;}
else if(c.sc&&moved&&!(c.xr&&ev.pointerType==="mouse")){var total=drag.off-ch.off,w=c.sc.v?c.p[3]:c.p[2];
var swipe=Math.abs(drag.v)>0.5||Math.abs(total)>w/3;snap(ch,swipe?(total>0?-1:1):0);}
else if(!moved&&(c.xr||c.yr)){ch.rng=0;}
if(ev.pointerType!=="mouse"&&!c.g)ch.sel=0;
drag=null;refresh();}
function moves(){return U&&U.n[node]||[];}
function control(p){var m=moves();for(var i=m.length-2;i>=2;i-=2){var r=U.h[m[i]];
if(r&&p[0]>=r[0]&&p[0]<=r[0]+r[2]&&p[1]>=r[1]&&p[1]<=r[1]+r[3])return i;}return -1;}
function ring(){var r=focus>=0?U.h[moves()[focus]]:null;if(!r){if(ringEl)ringEl.style.display="none";return;}
if(!ringEl){ringEl=document.createElement("div");ringEl.setAttribute("aria-hidden","true");
ringEl.style.cssText="position:absolute;pointer-events:none;box-sizing:border-box;outline:3px solid #0A84FF;outline-offset:2px;border-radius:10px";root.appendChild(ringEl);}
var b=svg.getBoundingClientRect(),o=root.getBoundingClientRect(),vb=svg.viewBox.baseVal,sx=b.width/vb.width,sy=b.height/vb.height;
var x=b.left-o.left+r[0]*sx,y=b.top-o.top+r[1]*sy,w=r[2]*sx,h=r[3]*sy;
ringEl.style.display="";ringEl.style.left=x+"px";ringEl.style.top=y+"px";ringEl.style.width=w+"px";ringEl.style.height=h+"px";
var said=[];Array.prototype.forEach.call(svg.querySelectorAll("text"),function(t){var q=t.getBoundingClientRect(),cx=q.left+q.width/2,cy=q.top+q.height/2;
if(cx>=o.left+x&&cx<=o.left+x+w&&cy>=o.top+y&&cy<=o.top+y+h){var tx=t.textContent.trim();if(tx)said.push(tx);}});
live.textContent=said.join(" ");}
function go(i,keys){var m=moves(),f=m[i],to=m[i+1];if(to===undefined||!U.n[to])return;
node=to;ctl=U.n[to][0];charts.forEach(function(ch){ch.sel=0;ch.rng=0;ch.ges=0;});refresh();focus=-1;
if(keys){var n=moves();for(var j=2;j<n.length;j+=2){if(n[j]===f){focus=j;break;}}
if(focus<0&&n.length>2)focus=U.n[node][1]===1&&n.length>4?4:2;}ring();}
root.addEventListener("click",function(ev){var i=control(point(ev));if(i>=0)go(i,false);});
root.addEventListener("keydown",function(ev){if(!U)return;var m=moves(),k=ev.key,menu=U.n[node][1]===1,closes=U.n[node][1]>0;
if(k==="Tab"){var n=(m.length-2)/2,first=menu?1:0,cur=focus<0?-1:(focus-2)/2,nx=ev.shiftKey?(cur<0?-1:cur-1):cur+1;
if(menu&&(nx<first||nx>=n)){nx=nx<first?n-1:first;}
if(nx<first||nx>=n){focus=-1;ring();return;}
focus=2+2*nx;ring();ev.preventDefault();ev.stopImmediatePropagation();return;}
if(focus>=0&&(k==="Enter"||k===" ")){go(focus,true);ev.preventDefault();ev.stopImmediatePropagation();return;}
if(k==="Escape"&&closes){go(2,true);ev.preventDefault();ev.stopImmediatePropagation();}});
root.addEventListener("blur",function(){focus=-1;ring();});
root.addEventListener("pointerup",end);root.addEventListener("pointercancel",end);
root.addEventListener("pointerleave",function(){if(drag)return;charts.forEach(function(ch){ch.sel=0;if(ch.c.g)ch.ges=0;});refresh();});
root.addEventListener("wheel",function(ev){var ch=chartAt(point(ev));if(!ch||!ch.c.sc)return;ev.preventDefault();
var d=Math.abs(ev.deltaX)>Math.abs(ev.deltaY)?ev.deltaX:ev.deltaY;if(ev.deltaMode===1)d*=16;
scrollTo(ch,ch.off+d);clearTimeout(wheelTimer);wheelTimer=setTimeout(function(){snap(ch,0);},140);},{passive:false});
root.addEventListener("keydown",function(ev){var ch=charts.filter(function(h){return h.c.k||h.c.sc;})[0];if(!ch)return;var c=ch.c,k=ev.key,step=0;
if(c.k&&(k==="ArrowRight"||k==="ArrowLeft"||k==="ArrowUp"||k==="ArrowDown")){var f=(k==="ArrowRight"||k==="ArrowUp")?1:-1;
ch.key=Math.max(0,Math.min(c.k.length-1,ch.key<0?(f>0?0:c.k.length-1):ch.key+f));ch.sel=c.k[ch.key];refresh();ev.preventDefault();return;}
if(k==="Escape"){ch.sel=0;ch.rng=0;ch.key=-1;refresh();return;}
if(!c.sc)return;
if(k===(c.sc.v?"ArrowDown":"ArrowRight"))step=1;else if(k===(c.sc.v?"ArrowUp":"ArrowLeft"))step=-1;
if(k==="PageDown"){page(ch,1);ev.preventDefault();return;}if(k==="PageUp"){page(ch,-1);ev.preventDefault();return;}
if(k==="Home"){scrollTo(ch,c.sc.lo);ev.preventDefault();return;}if(k==="End"){scrollTo(ch,c.sc.hi);ev.preventDefault();return;}
if(step){var sn=c.sc.sn,o=ch.off,nx=step>0?sn.filter(function(s){return s>o+0.5;})[0]:sn.filter(function(s){return s<o-0.5;}).pop();
scrollTo(ch,nx===undefined?o+step*c.p[c.sc.v?3:2]/10:nx);ev.preventDefault();}});
charts.forEach(function(ch){if(ch.c.sc)ch.pos=look(ch.c.sc.ps,ch.off+0.001);});
shown="";refresh();
var todo=[];S.forEach(function(st,s){if(st)st.forEach(function(c,ci){c[1].forEach(function(it,ii){if(typeof it==="string")todo.push([s+"/"+ci+"/"+ii,it]);});});});
function warm(dl){while(todo.length&&(!dl||dl.timeRemaining()>2)){var t=todo.pop();parse(t[0],t[1]);}if(todo.length)later(warm);}
var later=window.requestIdleCallback||function(f){setTimeout(f,30);};later(warm);
})
"""#
}
